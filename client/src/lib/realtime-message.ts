// The feed's schema on its own, for realtime-socket.ts to load with the first message: it brings zod along.
export { RealtimeMessage } from '@iec-bets/contracts';
