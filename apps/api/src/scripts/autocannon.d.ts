/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Result = {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
