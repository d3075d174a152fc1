// Maps every effect op to its primitive. A missing entry is a type error, so new ops cannot be forgotten.
import type { EffectOp } from '../../core/cardTypes.js';
import { activateEnergy } from './ops/activateEnergy.js';
import { attach } from './ops/attach.js';
import { banPlay } from './ops/banPlay.js';
import { changeControl } from './ops/changeControl.js';
import { changeControlAll } from './ops/changeControlAll.js';
import { chooseInZone } from './ops/chooseInZone.js';
import { chooseOnField } from './ops/chooseOnField.js';
import { damageCharacter } from './ops/damageCharacter.js';
import { damageCharacters } from './ops/damageCharacters.js';
import { damagePlayer } from './ops/damagePlayer.js';
import { declare } from './ops/declare.js';
import { destroy } from './ops/destroy.js';
import { destroyAll } from './ops/destroyAll.js';
import { destroyChosen } from './ops/destroyChosen.js';
import { discard } from './ops/discard.js';
import { draw } from './ops/draw.js';
import { failAttack } from './ops/failAttack.js';
import { fight } from './ops/fight.js';
import { grant } from './ops/grant.js';
import { grantAll } from './ops/grantAll.js';
import { ifThen } from './ops/ifThen.js';
import { lookAtTop } from './ops/lookAtTop.js';
import { lookHand } from './ops/lookHand.js';
import { loseGame } from './ops/loseGame.js';
import { mayDo } from './ops/mayDo.js';
import { modifyPower } from './ops/modifyPower.js';
import { modifyPowerAll } from './ops/modifyPowerAll.js';
import { moveAll } from './ops/moveAll.js';
import { moveAttached } from './ops/moveAttached.js';
import { moveCard } from './ops/moveCard.js';
import { moveTop } from './ops/moveTop.js';
import { negate } from './ops/negate.js';
import { nextPlayCost } from './ops/nextPlayCost.js';
import { pay } from './ops/pay.js';
import { pick } from './ops/pick.js';
import { placeEnergy } from './ops/placeEnergy.js';
import { playCostChange } from './ops/playCostChange.js';
import { putFaceDown } from './ops/putFaceDown.js';
import { removeDamage } from './ops/removeDamage.js';
import { removeDamageAll } from './ops/removeDamageAll.js';
import { repeat } from './ops/repeat.js';
import { reveal } from './ops/reveal.js';
import { revealTop } from './ops/revealTop.js';
import { search } from './ops/search.js';
import { setPower } from './ops/setPower.js';
import { setState } from './ops/setState.js';
import { setStateAll } from './ops/setStateAll.js';
import { shuffleDeck } from './ops/shuffleDeck.js';
import { sleepEnergy } from './ops/sleepEnergy.js';
import { swapPower } from './ops/swapPower.js';
import type { OpExecutor } from './types.js';

export const OPS: { [K in EffectOp['op']]: OpExecutor<K> } = {
  draw,
  damageCharacter,
  damageCharacters,
  damagePlayer,
  destroy,
  destroyAll,
  destroyChosen,
  failAttack,
  lookHand,
  modifyPower,
  modifyPowerAll,
  setPower,
  swapPower,
  shuffleDeck,
  fight,
  setState,
  setStateAll,
  moveCard,
  moveAll,
  moveTop,
  pick,
  reveal,
  revealTop,
  declare,
  changeControl,
  changeControlAll,
  chooseOnField,
  removeDamage,
  removeDamageAll,
  pay,
  banPlay,
  lookAtTop,
  search,
  putFaceDown,
  grant,
  grantAll,
  negate,
  placeEnergy,
  activateEnergy,
  sleepEnergy,
  nextPlayCost,
  playCostChange,
  discard,
  loseGame,
  ifThen,
  repeat,
  mayDo,
  attach,
  moveAttached,
  chooseInZone,
};
