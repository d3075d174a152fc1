// How card types are named in diagnostics (Japanese and English).
import type { CardKind } from '../../../src/core/cardTypes.js';

export const KIND_JA: Record<CardKind, string> = {
  character: 'キャラクター',
  command: 'コマンド',
  set: 'セットカード',
  worldSet: 'ワールド・セット',
};

export const KIND_EN: Record<CardKind, string> = {
  character: 'character',
  command: 'command',
  set: 'set card',
  worldSet: 'world set',
};
