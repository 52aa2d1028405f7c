import { api } from '@affiliate/contract';
import { DEMO_SIGN_IN } from '../apps/gateway/src/demo/seed.ts';

/** Signs the seed's demo affiliate in over HTTP: its access token and member id. */
export async function signInDemo(baseUrl: string): Promise<{ token: string; id: number }> {
  const login = await fetch(`${baseUrl}${api.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SIGN_IN),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { token: string } };
  const user = await fetch(`${baseUrl}${api.auth.user.path}`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  const { data: me } = (await user.json()) as { data: { id: number } };
  return { token: data.token, id: me.id };
}
