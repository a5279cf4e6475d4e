const codeOf = (body: string) => (JSON.parse(body) as { code?: string }).code;

/** Whether an answer is a gate decision the instance turned away for load (I51): 503 `gate_busy`, nothing written. */
export const isShed = (status: number, body: string) => status === 503 && codeOf(body) === 'gate_busy';

/** Whether an answer is the database out of reach (I45, I57): 503 `database_unavailable`, nothing written. */
export const isDatabaseUnavailable = (status: number, body: string) =>
  status === 503 && codeOf(body) === 'database_unavailable';
