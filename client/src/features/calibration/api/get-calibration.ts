import type { NationalCalibration } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCalibrationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.calibration,
    queryFn: () => api.get<NationalCalibration>('/api/calibration'),
    // It moves only when a question is resolved: a minute is fresh enough, and each visit reads it again.
    staleTime: 60_000,
    refetchOnMount: 'always',
  });

/** The nation's calibration and Brier score, from every resolved question. Public. */
export function useCalibration() {
  return useQuery(getCalibrationQueryOptions());
}
