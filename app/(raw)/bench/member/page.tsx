import { MemberFloor } from '@/components/bench/member-floor';
import { EARLY_ME_SCRIPT } from '@/lib/client/early-me';
import { InlineScript } from '@/components/system/inline-script';

// A floor for `npm run lighthouse` (docs/benchmarks.md, "Lighthouse"): the bare page plus the
// member's balance, asked for early as every member page does, as a page whose largest paint is
// the member's own data does at best.
export default function MemberFloorPage() {
  return (
    <>
      <InlineScript code={EARLY_ME_SCRIPT} />
      <MemberFloor />
    </>
  );
}
