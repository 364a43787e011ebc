/**
 * Whether `endpoint` is an https URL on one of `services`: a host (`fcm.googleapis.com`, on port 443), a host with a
 * port (`127.0.0.1:8443`, for a self-hosted or test service), or a wildcard of subdomains (`*.notify.windows.com`).
 */
export function isPushServiceEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return services.some((service) => {
    const [pattern = "", port = ""] = service.toLowerCase().split(/:(?=[^:]*$)/);
    if (url.port !== port) return false;
    return pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;
  });
}
