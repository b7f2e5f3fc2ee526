import type { AlertChannel, AlertChannels, PushDelivery, QuestionAlert, WebPushTarget } from '../alerts/alert.js';

export interface ChannelCall {
  channel: AlertChannel;
  /** The email address, the phone number or the push endpoint. */
  to: string;
  alert: QuestionAlert;
  /** For web push, how the message was to travel: its Topic and how long the push service may hold it. */
  delivery?: PushDelivery | undefined;
  at: number;
}

/**
 * Our own port, played by a recorder: what the delivery jobs asked to send, and in what order. Failures can be
 * scripted per address, to test retries, gone subscriptions and permanent refusals.
 */
export class RecordingChannels implements AlertChannels {
  /** Every call, failed or not. */
  readonly calls: ChannelCall[] = [];
  /** The calls that went through: what the recipients got. */
  readonly sent: ChannelCall[] = [];
  private readonly scripted = new Map<string, Error[]>();
  private readonly always = new Map<string, Error>();
  /** Runs before a send goes through; a test can make the worker "crash" here, before the message leaves. */
  beforeSend: ((call: ChannelCall) => Promise<void>) | undefined;
  /** Runs after a send went through; a test can make the worker "crash" here, after the message left. */
  afterSend: ((call: ChannelCall) => Promise<void>) | undefined;

  /** The next calls to `to` on `channel` fail with these errors, one per call, in order. */
  failNext(channel: AlertChannel, to: string, ...errors: Error[]): void {
    this.scripted.set(`${channel} ${to}`, [...(this.scripted.get(`${channel} ${to}`) ?? []), ...errors]);
  }

  /** Every call to `to` on `channel` fails with `error`. */
  failAlways(channel: AlertChannel, to: string, error: Error): void {
    this.always.set(`${channel} ${to}`, error);
  }

  sentOn(channel: AlertChannel): ChannelCall[] {
    return this.sent.filter((call) => call.channel === channel);
  }

  /** "channel to kind" of each alert that went through, sorted: easy to compare whole. */
  summary(): string[] {
    return this.sent.map((call) => `${call.channel} ${call.to} ${call.alert.kind}`).sort();
  }

  webPush(target: WebPushTarget, alert: QuestionAlert, delivery?: PushDelivery): Promise<void> {
    return this.handle('web-push', target.endpoint, alert, delivery);
  }

  whatsapp(phoneNumber: string, alert: QuestionAlert): Promise<void> {
    return this.handle('whatsapp', phoneNumber, alert);
  }

  email(address: string, alert: QuestionAlert): Promise<void> {
    return this.handle('email', address, alert);
  }

  private async handle(channel: AlertChannel, to: string, alert: QuestionAlert, delivery?: PushDelivery): Promise<void> {
    const call: ChannelCall = { channel, to, alert, delivery, at: performance.now() };
    this.calls.push(call);
    await this.beforeSend?.(call);
    const key = `${channel} ${to}`;
    const next = this.scripted.get(key)?.shift();
    if (next) throw next;
    const always = this.always.get(key);
    if (always) throw always;
    this.sent.push(call);
    await this.afterSend?.(call);
  }
}
