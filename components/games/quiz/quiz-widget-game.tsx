'use client';
import { MemberNotice } from '@/components/widgets/member-notice';
import { useWidgetMember } from '@/components/widgets/use-widget-member';
import { QuizGame } from './quiz-game';

/**
 * The quizzes in their widget: for a token the server does not know, the widgets' notice instead
 * (docs/widgets.md, never blank; asking again cannot help); on /me/challenges the session gate says it.
 */
export function QuizWidgetGame() {
  const member = useWidgetMember();
  if (member.state === 'unknown') return <MemberNotice member={member} />;
  return <QuizGame />;
}
