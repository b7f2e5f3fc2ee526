import { describe, expect, it } from 'vitest';
import type { QuestionAlert } from '../alerts/alert.js';
import { RecordingChannels } from '../test-support/recording-channels.js';
import { limited, withChannelLimits } from './channel-limits.js';

const alert: QuestionAlert = { kind: 'new-question', questionId: 'q1', questionText: 'Will the GNU hold until 2029?' };
const target = (n: number) => ({ endpoint: `https://push.example/${n}`, keys: { p256dh: 'p', auth: 'a' } });
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('channel limits', () => {
  it('holds email and WhatsApp to their limits while web pushes all go out at once', async () => {
    const recording = new RecordingChannels();
    const inFlight = { email: 0, whatsapp: 0, 'web-push': 0 };
    const most = { email: 0, whatsapp: 0, 'web-push': 0 };
    const held: Array<() => void> = [];
    recording.beforeSend = async (call) => {
      most[call.channel] = Math.max(most[call.channel], ++inFlight[call.channel]);
      await new Promise<void>((resolve) => held.push(resolve));
      inFlight[call.channel]--;
    };
    const channels = withChannelLimits(recording, { email: 3, whatsapp: 2 });
    const sends = Array.from({ length: 20 }, (_, n) => [
      channels.email(`u${n}@example.co.za`, alert),
      channels.whatsapp(`+2782000${String(n).padStart(4, '0')}`, alert),
      channels.webPush(target(n), alert),
    ]).flat();

    await tick();
    expect(inFlight).toEqual({ email: 3, whatsapp: 2, 'web-push': 20 });
    // Let everything through, a round at a time, as the servers answer.
    while (held.length > 0) {
      for (const release of held.splice(0)) release();
      await tick();
    }
    await Promise.all(sends);
    expect(most).toEqual({ email: 3, whatsapp: 2, 'web-push': 20 });
    expect(recording.sentOn('email')).toHaveLength(20);
    expect(recording.sentOn('whatsapp')).toHaveLength(20);
  });

  it('passes a freed slot to the longest waiting send, and frees it when a send fails', async () => {
    const order: number[] = [];
    const send = limited(1, async (n: number) => {
      order.push(n);
      await tick();
      if (n === 1) throw new Error('the relay refused');
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => send(n)));
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
