// Load generation with autocannon: one warm-up run that is thrown away, then the measured run.
import autocannon from 'autocannon';

/** Fetches the URL once and returns the JSON body; throws unless it answers 200. */
export async function probe(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** requests/s (mean), p99 latency (ms) and the error counts of one measured run. */
export async function measure(url, { connections, duration, warmup }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    warmup: { connections, duration: warmup },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Stable stringify (sorted keys), to check the baseline answers with the same document. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
