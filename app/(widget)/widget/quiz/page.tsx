import { QuizWidget } from '@/components/games/quiz/quiz-widget';
import { ClientMessages } from '@/i18n/client-messages';

export default function QuizWidgetPage() {
  return (
    <ClientMessages namespaces={['games', 'widgets', 'app', 'errors']}>
      <QuizWidget />
    </ClientMessages>
  );
}
