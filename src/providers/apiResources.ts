/**
 * The pages whose SPEC route names the API resource they show differently: `/parking-transactions`
 * shows `/api/payment-transactions`. Every other page is at its resource's name.
 */
const API_RESOURCE_OF_PAGE: Readonly<Record<string, string>> = { 'parking-transactions': 'payment-transactions' };

/** The API resource a react-admin resource (a page's name) reads and is guarded as. */
export function apiResourceOf(resource: string): string {
  return API_RESOURCE_OF_PAGE[resource] ?? resource;
}

/** The react-admin resource (the page) that shows an API resource, as the audit log names it. */
export function pageResourceOf(apiResource: string): string {
  return Object.keys(API_RESOURCE_OF_PAGE).find((page) => API_RESOURCE_OF_PAGE[page] === apiResource) ?? apiResource;
}
