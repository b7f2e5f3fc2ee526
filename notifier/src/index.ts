/**
 * The notifier follows the event log with its own checkpoint and turns events into alert jobs. Alerts are not sent
 * yet; the workspace exists so that the deployment and the one-process server already have their place for it.
 */
export const NOTIFIER_CONSUMER_NAME = 'notifier';
