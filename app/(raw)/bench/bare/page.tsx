// A bare page for `npm run bench`: the baseline of JavaScript every page of this build loads.
export default function BarePage() {
  return <p>–</p>;
}
