// The one place that knows where the build is: the query-service, which renders its pages in every setup.
export { defaultClientDir } from '@iec-bets/query-service';
