/**
 * Solves the self-hosted slider captcha through its public protocol, like a client would
 * (docs/decisions/0006-captcha.md): fetch a challenge, fetch its SVG, read the gap's x, answer "<x>:<ms>".
 * It uses no server secret. Pass the answer as `challenge` plus `recaptchaResponse` (login) or
 * `recaptcha_response` (sign-up, forgot password).
 */
export interface SolvedCaptcha {
  challenge: string;
  /** "<x>:<drag duration ms>" */
  response: string;
}

/** The x of the gap in the puzzle picture: the element with id "gap". */
export function gapXFromSvg(svg: string): number {
  const gap = /<[^>]*\bid="gap"[^>]*>/.exec(svg)?.[0];
  const x = gap ? /\bx="(\d+(?:\.\d+)?)"/.exec(gap)?.[1] : undefined;
  if (x === undefined) throw new Error("no gap in the captcha picture");
  return Number(x);
}

/** `baseUrl` is the origin serving /api (e.g. the stack's URL). */
export async function solveCaptcha(baseUrl: string, options: { dragMs?: number } = {}): Promise<SolvedCaptcha> {
  const issued = await fetch(`${baseUrl}/api/user/users/capcha`);
  if (!issued.ok) throw new Error(`GET users/capcha answered ${issued.status}`);
  const { data } = (await issued.json()) as { data: { challenge: string; image: string } };
  const image = await fetch(new URL(data.image, baseUrl));
  if (!image.ok) throw new Error(`the captcha picture answered ${image.status}`);
  const x = gapXFromSvg(await image.text());
  return { challenge: data.challenge, response: `${x}:${options.dragMs ?? 900}` };
}
