import type { TestApp } from './harness';

/** Takes a new unit of `areaId` through its onboarding with the simulator, as the units screen does; answers its id. */
export async function onboardUnit(t: TestApp, token: string, areaId: number): Promise<number> {
  const post = async (url: string, payload?: object) => {
    const response = await t.request({ method: 'POST', url: `/api/${url}`, token, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const { id } = await post('einvoice-units', { area_id: areaId });
  await post(`einvoice-units/${id}/compliance-csid`, { otp: '123456' });
  await post(`einvoice-units/${id}/compliance-checks`);
  const active = await post(`einvoice-units/${id}/production-csid`);
  if (active.status !== 'active') throw new Error(`the unit of area ${areaId} is ${active.status}, not active`);
  return id;
}

/** The text of an XML document's first `element` (a UBL amount, an id), or undefined when it has none. */
export const xmlText = (xml: string, element: string) =>
  new RegExp(`<${element}[^>]*>([^<]*)</${element}>`).exec(xml)?.[1];
