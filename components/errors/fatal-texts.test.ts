import messages from '@/messages/de.json';
import { FATAL_TEXTS } from './fatal-texts';

describe('the global error page texts', () => {
  it('are the catalogue’s', () => {
    expect(FATAL_TEXTS).toEqual({ currency: messages.app.currency, fatalError: messages.app.fatalError, reload: messages.app.reload });
  });
});
