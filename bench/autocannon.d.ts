// Just the part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    min: number;
    max: number;
    average: number;
    stddev: number;
    total: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A number of requests to send instead of a duration. */
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    title?: string;
  }

  export interface Result {
    title?: string;
    url: string;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** An event emitter that is also a thenable of the results. */
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
