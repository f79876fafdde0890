/** @jest-environment jsdom */
import { FormProvider, useForm } from 'react-hook-form';
import { render } from '@/test/helpers/render';
import { SpecialConfigField } from './special-config';

// A Black Week's price row (docs/console.md, Specials): what is wrong with a price is said as it is typed.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
jest.mock('@/lib/client/console-api', () => ({
  useConsoleReward: () => ({ data: { id: 3, live: { title: 'Konsolentasse', cost: 100 } } }),
  useRewardChoices: () => ({ data: { items: [] } }),
  useContentList: () => ({ data: { items: [] } }),
}));

function PriceForm({ cost }: { cost: string }) {
  const form = useForm({ defaultValues: { kind: 'black_week', config: { prices: [{ reward_id: '3', cost }], goals: [] } } });
  return (
    <FormProvider {...form}>
      <SpecialConfigField name="config" frame={{ label: 'Einstellungen' }} disabled={false} />
    </FormProvider>
  );
}

const said = async (cost: string) => {
  const { container, unmount } = await render(<PriceForm cost={cost} />);
  const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
  const shown = { negative: text('black-week-negative'), notLower: text('black-week-not-lower'), saving: text('black-week-saving') };
  unmount();
  return shown;
};

it('says a negative price is negative, not that the field is empty, and shows no saving for it', async () => {
  expect(await said('-5')).toEqual({ negative: 'Bitte keine negative Zahl angeben.', notLower: null, saving: null });
});

it('says a price not below the regular one, and the saving of a lower one', async () => {
  expect(await said('100')).toEqual({ negative: null, notLower: 'Der Black-Week-Preis muss unter dem regulären Preis von 100 Räppli liegen.', saving: null });
  expect(await said('60')).toEqual({ negative: null, notLower: null, saving: 'Statt 100 nur 60 Räppli (−40 %).' });
  expect(await said('0')).toEqual({ negative: null, notLower: null, saving: 'Statt 100 nur 0 Räppli (−100 %).' });
});
