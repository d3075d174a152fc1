// The pending decision, said plainly, and every choice that is not a click on a card: the questions of the
// action being composed (which ability, modes, X, how to pay, reveal…), the buttons of decisions without a
// card (pass, end the main phase, mulligan, energy, triggers' order, replacements, "may"), and concede.
import { useState } from 'preact/hooks';
import type { CardDefinition } from '../../../src/core/cardTypes.js';
import { type Action, actionKey } from '../../../src/engine/index.js';
import type { BoardScreen, Lang, LogEntry } from '../protocol.js';
import { type Answer, type Question, sourceOf } from './compose.js';
import { type Translate, actionVerb, decisionText } from './i18n.js';

interface Props {
  screen: BoardScreen;
  lang: Lang;
  t: Translate;
  question: Question | null;
  /** Cards already chosen as targets, named. */
  chosen: string[];
  sourceName: string | null;
  /** The card whose action is being composed (its abilities' texts are keyed by it). */
  source: number | null;
  /** A card's name as the page shows it, for the choices that list targets. */
  nameOf(id: number): string;
  /** The definition of the card whose action is being composed (its modes' texts). */
  sourceDef: CardDefinition | undefined;
  onAnswer(a: Answer): void;
  onCancel(): void;
  onAct(a: Action): void;
  onStartTargets(actions: Action[]): void;
  onPassUntil(): void;
  /** The bot's last action (its log entry), pointed at on the board and said here. */
  botLast: LogEntry | null;
}

function buttonLabel(a: Action, props: Props): string {
  const { lang, t, screen } = props;
  const ja = lang === 'ja';
  switch (a.type) {
    case 'mulligan':
      return a.redraw ? actionVerb(lang, 'mulligan') : ja ? 'このままにする' : 'Keep';
    case 'placeEnergy':
      return a.place ? actionVerb(lang, 'placeEnergy') : ja ? '置かない' : 'Do not place';
    case 'defend':
      return ja ? '防御しない' : 'Do not defend';
    case 'kuusou':
      return ja ? '公開しない' : 'Reveal none';
    case 'choose':
      return ja ? '選択を終える' : 'Stop choosing';
    case 'mayDo':
      return a.accept ? (ja ? 'はい' : 'Yes') : ja ? 'いいえ' : 'No';
    case 'replace':
      return a.replacement === null
        ? ja
          ? '置き換えない'
          : 'Do not replace'
        : (screen.labels.replacements[a.replacement] ?? a.replacement);
    case 'nextTrigger':
      return `${a.index + 1}. ${screen.labels.triggers[a.index] ?? ''}`;
    case 'nextExpiration':
      return screen.labels.expirations[a.effect] || `${actionVerb(lang, a.type)} ${a.effect}`;
    case 'declare':
      return `${actionVerb(lang, 'declare')}：${a.value}`; // the declared name, kind or trait (issue 22)
    case 'concede':
      return t('concede');
    default:
      return actionVerb(lang, a.type);
  }
}

/** One of several actions that differ only in how the chosen targets are assigned: its modes and targets in order. */
function describeChoice(a: Action, props: Props): string {
  const parts: string[] = [actionVerb(props.lang, a.type)];
  if ('modes' in a && a.modes) parts.push(a.modes.map((m) => modeText(props, m)).join(' ＋ '));
  if ('targets' in a && a.targets.length) parts.push(`→ ${a.targets.map(props.nameOf).join('、')}`);
  if ('useMarker' in a && a.useMarker) parts.push(props.t('payMarker'));
  return parts.join(' ');
}

function QuestionView({ q, props }: { q: Question; props: Props }) {
  const { t, lang, onAnswer } = props;
  const source = props.sourceName ? `${props.sourceName}：` : '';
  switch (q.kind) {
    case 'type':
      return (
        <div class="question">
          <span class="prompt">{source}</span>
          {q.options.map((type) => (
            <button
              type="button"
              key={type}
              data-answer={`type:${type}`}
              onClick={() => onAnswer({ kind: 'type', value: type })}
            >
              {actionVerb(lang, type)}
            </button>
          ))}
        </div>
      );
    case 'ability':
      return (
        <div class="question">
          <span class="prompt">{t('chooseAbility')}</span>
          {q.options.map((key) => (
            <button
              type="button"
              key={key}
              data-answer={`ability:${key}`}
              onClick={() => onAnswer({ kind: 'ability', value: key })}
            >
              {abilityLabel(props, key)}
            </button>
          ))}
        </div>
      );
    case 'reveal':
      return (
        <div class="question">
          <button
            type="button"
            data-answer="reveal:yes"
            onClick={() => onAnswer({ kind: 'reveal', value: true })}
          >
            {t('reveal')}
          </button>
          <button
            type="button"
            data-answer="reveal:no"
            onClick={() => onAnswer({ kind: 'reveal', value: false })}
          >
            {t('noReveal')}
          </button>
        </div>
      );
    case 'modes':
      return (
        <div class="question">
          <span class="prompt">{t('chooseModes')}</span>
          {q.options.map((modes) => (
            <button
              type="button"
              key={modes.join(',')}
              data-answer={`modes:${modes.join(',')}`}
              onClick={() => onAnswer({ kind: 'modes', value: modes })}
            >
              {modes.map((m) => modeText(props, m)).join(' ＋ ')}
            </button>
          ))}
        </div>
      );
    case 'x':
      return (
        <div class="question">
          <span class="prompt">{t('chooseX')}</span>
          {q.options.map((x) => (
            <button
              type="button"
              key={x}
              data-answer={`x:${x}`}
              onClick={() => onAnswer({ kind: 'x', value: x })}
            >
              X = {x}
            </button>
          ))}
        </div>
      );
    case 'attackTarget':
      return (
        <div class="question">
          <span class="prompt">{t('chooseAttackTarget')}</span>
          {q.players.map((p) => (
            <button
              type="button"
              key={p}
              data-answer={`attack:P${p + 1}`}
              onClick={() => onAnswer({ kind: 'attackTarget', value: { player: p } })}
            >
              P{p + 1}
            </button>
          ))}
        </div>
      );
    case 'targets':
      return (
        <div class="question">
          <span class="prompt">
            {t('chooseTargets')}
            {props.chosen.length > 0 && `（${props.chosen.join('、')}）`}
          </span>
          {q.canFinish && (
            <button type="button" data-answer="finish" onClick={() => onAnswer({ kind: 'finishTargets' })}>
              {t('finishTargets')}
            </button>
          )}
        </div>
      );
    case 'marker':
      return (
        <div class="question">
          <span class="prompt">{t('payWith')}</span>
          <button
            type="button"
            data-answer="marker:no"
            onClick={() => onAnswer({ kind: 'marker', value: false })}
          >
            {t('payEnergy')}
          </button>
          <button
            type="button"
            data-answer="marker:yes"
            onClick={() => onAnswer({ kind: 'marker', value: true })}
          >
            {t('payMarker')}
          </button>
        </div>
      );
    case 'which':
      return (
        <div class="question">
          <span class="prompt">{t('whichOne')}</span>
          {q.options.map((a, i) => (
            <button
              type="button"
              key={actionKey(a)}
              data-answer={`which:${i}`}
              onClick={() => onAnswer({ kind: 'which', action: a })}
            >
              {describeChoice(a, props)}
            </button>
          ))}
        </div>
      );
    default:
      return null;
  }
}

function abilityLabel(props: Props, key: string): string {
  return props.screen.labels.abilities[`${props.source}:${key}`] || key;
}

function modeText(props: Props, index: number): string {
  return props.sourceDef?.modal?.modes[index]?.text ?? `${index + 1}`;
}

function Status({ props }: { props: Props }) {
  const { screen, t, lang } = props;
  const v = screen.view;
  if (v.result) {
    const who = v.result.winner === null ? t('draw') : `P${v.result.winner + 1}${t('winner')}`;
    return (
      <div class="status over" data-result={v.result.winner === null ? 'draw' : `P${v.result.winner + 1}`}>
        <strong>
          {t('gameOver')}：{who}
        </strong>{' '}
        {v.result.reason}（{v.result.rule}）
      </div>
    );
  }
  const pending = v.pending;
  const whose =
    screen.waiting === 'you'
      ? t('yourDecision')
      : screen.waiting === 'bot'
        ? t('botThinking')
        : t('otherDecides');
  return (
    <div class="status" data-waiting={screen.waiting} data-decision={pending?.kind}>
      <strong>{whose}</strong>
      {pending && screen.waiting === 'you' && (
        <span class="prompt" data-prompt>
          {screen.prompt ?? decisionText(lang, pending.kind)}
        </span>
      )}
      {screen.passingUntil && <span class="detail">{t('passingUntil')}</span>}
    </div>
  );
}

export function DecisionBar(props: Props) {
  const { screen, question, t } = props;
  const [confirmConcede, setConfirmConcede] = useState(false);
  const buttons = screen.actions.filter(
    (a) => sourceOf(a) === null && a.type !== 'concede' && a.type !== 'chooseTargets',
  );
  const targetChoices = screen.actions.filter((a) => a.type === 'chooseTargets');
  const concede = screen.actions.find((a) => a.type === 'concede');
  const canPass = screen.actions.some((a) => a.type === 'pass');
  const bot = props.botLast;
  return (
    <div class="decision-bar">
      {bot && (
        <div class="bot-last" data-bot-last={bot.position}>
          <span class="bot-last-label">{t('botLast')}</span> #{bot.position} P{(bot.player ?? 0) + 1}：
          {bot.lines.slice(0, 2).join(' ／ ') || actionVerb(props.lang, bot.action ?? 'pass')}
        </div>
      )}
      <Status props={props} />
      {question && question.kind !== 'none' && question.kind !== 'done' ? (
        <div class="draft">
          <QuestionView q={question} props={props} />
          <button type="button" class="cancel" data-answer="cancel" onClick={props.onCancel}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <div class="choices">
          {targetChoices.length > 0 && (
            <button
              type="button"
              data-action="chooseTargets"
              onClick={() => props.onStartTargets(targetChoices)}
            >
              {actionVerb(props.lang, 'chooseTargets')}
            </button>
          )}
          {buttons.map((a) => (
            <button
              type="button"
              key={actionKey(a)}
              data-action={a.type}
              title={a.type === 'pass' ? 'Space' : undefined}
              onClick={() => props.onAct(a)}
            >
              {buttonLabel(a, props)}
              {a.type === 'pass' && <kbd>Space</kbd>}
            </button>
          ))}
          {canPass && screen.position === screen.tip && (
            <button type="button" data-pass-until onClick={props.onPassUntil}>
              {t('passUntil')}
            </button>
          )}
        </div>
      )}
      {concede &&
        (confirmConcede ? (
          <span class="concede">
            <button
              type="button"
              class="danger"
              data-action="concede-confirm"
              onClick={() => props.onAct(concede)}
            >
              {t('concede')}？ {t('confirm')}
            </button>
            <button type="button" onClick={() => setConfirmConcede(false)}>
              {t('cancel')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            class="concede danger"
            data-action="concede"
            onClick={() => setConfirmConcede(true)}
          >
            {t('concede')}
          </button>
        ))}
    </div>
  );
}
