/** @jest-environment jsdom */
import { flushSync } from 'react-dom';
import { freshRoot } from '@/test/helpers/jsdom-root';
import { ApiClientError } from '@/lib/client/api-error';
import type { SessionQuery } from '@/lib/client/use-session-query';
import { PrizewheelWidgetGame } from './prizewheel/prizewheel-widget-game';
import { QuizWidgetGame } from './quiz/quiz-widget-game';

// The games' widgets for readers without a wheel or quizzes of their own (docs/widgets.md, never
// blank): a token the server does not know gets the widgets' notice, no token no grey disc.

jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
jest.mock('@/lib/client/public-config', () => ({
  usePublicConfig: () => ({ login_url: 'https://login.example/', allowed_message_origins: [], timezone: 'Europe/Zurich' }),
}));
jest.mock('@/components/session/sign-in-problem', () => ({ SignInProblem: () => null }));

type Answer = { data?: unknown; error?: ApiClientError };
let mockSession: SessionQuery;
let mockMe: Answer = {};
let mockGame: Answer = {};
const result = (answer: Answer) => ({ isLoading: !answer.data && !answer.error, isValidating: false, mutate: async () => undefined, ...answer });
jest.mock('@/lib/client/use-session-query', () => ({ useSessionQuery: () => mockSession }));
jest.mock('@/lib/client/use-api', () => ({ useMe: () => result(mockMe) }));
jest.mock('@/lib/client/games-api', () => ({
  PRIZEWHEEL_PATH: '/prizewheel',
  usePrizewheel: () => result(mockGame),
  useQuizzes: () => result(mockGame),
  spinWheel: jest.fn(),
}));

const mount = freshRoot();
const session = (collectorToken: string): SessionQuery => ({
  known: true,
  collectorToken,
  hash: null,
  token: null,
  platform: 'web',
  purAbo: false,
  displayType: 'overview',
});
const notFound = () => new ApiClientError(404, 'COLLECTOR_NOT_FOUND', 'Unbekannt', '/me');
const find = (testId: string) => mount.container.querySelector(`[data-testid="${testId}"]`);

function show(node: React.ReactNode, { token, me, game }: { token: string; me: Answer; game: Answer }) {
  mockSession = session(token);
  mockMe = me;
  mockGame = game;
  flushSync(() => mount.root.render(node));
}

test('the wheel, for a token the server does not know: the notice and "Jetzt anmelden", no disc, the box kept', () => {
  show(<PrizewheelWidgetGame />, { token: 'unknown-token-123', me: { error: notFound() }, game: { error: notFound() } });
  expect(find('widget-unknown')?.textContent).toContain('Wir erkennen dich gerade nicht.');
  expect(find('widget-unknown')?.querySelector('a')?.textContent).toBe('Jetzt anmelden');
  expect(find('wheel-placeholder')).toBeNull();
  expect(find('wheel-still')).not.toBeNull();
  expect(find('wheel-loading')).toBeNull();
  expect(find('wheel-box')).not.toBeNull();
});

test("the wheel without a token: asked to sign in, the game's picture instead of a grey disc, the box kept", () => {
  show(<PrizewheelWidgetGame />, { token: '', me: {}, game: {} });
  expect(find('wheel-login')?.textContent).toBe('Melde dich an, um am Glücksrad zu drehen.');
  expect(find('wheel-placeholder')).toBeNull();
  expect(find('wheel-still')).not.toBeNull();
  expect(find('wheel-box')).not.toBeNull();
});

test('the wheel while the member loads: the grey disc keeps the place', () => {
  show(<PrizewheelWidgetGame />, { token: 'some-token', me: {}, game: {} });
  expect(find('wheel-placeholder')).not.toBeNull();
  expect(find('wheel-still')).toBeNull();
  expect(find('wheel-loading')).not.toBeNull();
});

test('the quiz, for a token the server does not know: the notice, no retry', () => {
  show(<QuizWidgetGame />, { token: 'unknown-token-123', me: { error: notFound() }, game: { error: notFound() } });
  expect(find('widget-unknown')?.textContent).toContain('Wir erkennen dich gerade nicht.');
  expect(find('quiz-load-failed')).toBeNull();
});

test('the quiz list refused for an unknown token before /me has answered: still loading, no retry', () => {
  show(<QuizWidgetGame />, { token: 'unknown-token-123', me: {}, game: { error: notFound() } });
  expect(find('quiz-loading')).not.toBeNull();
  expect(find('quiz-load-failed')).toBeNull();
});
