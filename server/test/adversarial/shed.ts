/** Whether an answer is a gate decision the instance turned away for load (I51): 503 `gate_busy`, nothing written. */
export const isShed = (status: number, body: string) => status === 503 && JSON.parse(body).code === 'gate_busy';
