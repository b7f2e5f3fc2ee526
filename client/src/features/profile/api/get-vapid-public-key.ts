import type { VapidPublicKeyResponse } from '@iec-bets/contracts';
import { api } from '@/lib/api-client';

/** The server's public push key, asked for only when the user turns browser notifications on. */
export async function getVapidPublicKey(): Promise<string> {
  return (await api.get<VapidPublicKeyResponse>('/api/notifications/vapid-public-key')).publicKey;
}
