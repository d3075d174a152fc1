// 「あなたの《星座》を持つキャラクターの数が対戦相手のキャラクターの数以上なら」: two values compared when the condition
// is checked (issue 22, i22c). 「より少ない／より多い」 are strict; 「以上／以下」 include equality; 「と同じ」 is equality.
import type { Condition } from '../core/cardTypes.js';

export type ValueCompare = Extract<Condition, { kind: 'compareValues' }>['compare'];

export function compareValues(left: number, right: number, compare: ValueCompare): boolean {
  switch (compare) {
    case 'less':
      return left < right;
    case 'more':
      return left > right;
    case 'atLeast':
      return left >= right;
    case 'atMost':
      return left <= right;
    case 'equal':
      return left === right;
  }
}
