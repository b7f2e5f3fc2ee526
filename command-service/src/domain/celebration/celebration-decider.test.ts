import type { CelebrationSeen } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { Invalid } from '../domain-error.js';
import { celebrationDecider, UNKNOWN_CELEBRATION, type AcknowledgeCelebration } from './celebration-decider.js';

const given = specFor(celebrationDecider);
const userId = 'u1';
const acknowledge = (celebrationId: string): AcknowledgeCelebration => ({ type: 'AcknowledgeCelebration', data: { userId, celebrationId } });
const seen = (celebrationId: string): CelebrationSeen => ({ type: 'CelebrationSeen', data: { userId, celebrationId } });

describe('acknowledging a celebration', () => {
  it('records a right answer shown for the first time', () => {
    given([]).when(acknowledge('correct_answer:q1:42')).then([seen('correct_answer:q1:42')]);
  });

  it('records nothing when the same occasion is acknowledged again, from another device', () => {
    given([seen('new_friend:u2:7')]).when(acknowledge('new_friend:u2:7')).then([]);
  });

  it('records the same question again once its resolution was corrected (a new position)', () => {
    given([seen('correct_answer:q1:42')]).when(acknowledge('wrong_answer:q1:90')).then([seen('wrong_answer:q1:90')]);
  });

  it('records a rank better than the best one shown', () => {
    given([seen('rank_up:12')]).when(acknowledge('rank_up:4')).then([seen('rank_up:4')]);
  });

  it('records nothing for a rank no better than the best one shown', () => {
    given([seen('rank_up:4'), seen('rank_up:9')]).when(acknowledge('rank_up:9')).then([]);
  });

  it('records a higher accuracy milestone, and nothing for a lower one', () => {
    given([seen('accuracy_boost:60')]).when(acknowledge('accuracy_boost:70')).then([seen('accuracy_boost:70')]);
    given([seen('accuracy_boost:70')]).when(acknowledge('accuracy_boost:60')).then([]);
  });

  it('refuses an id that names no celebration', () => {
    given([]).when(acknowledge('jackpot:1')).thenThrows(Invalid, UNKNOWN_CELEBRATION);
    given([]).when(acknowledge('accuracy_boost:55')).thenThrows(Invalid, UNKNOWN_CELEBRATION);
    given([]).when(acknowledge('rank_up:0')).thenThrows(Invalid, UNKNOWN_CELEBRATION);
  });
});
