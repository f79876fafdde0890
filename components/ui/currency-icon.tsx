/** The Räppli coin. Decorative next to text that says "Räppli"; pass a label to make it speak. */
export function CurrencyIcon({ size = 24, label }: { size?: number; label?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a tiny static SVG, no optimisation needed
    <img src="/raeppli.svg" width={size} height={size} alt={label ?? ''} aria-hidden={label ? undefined : true} />
  );
}
