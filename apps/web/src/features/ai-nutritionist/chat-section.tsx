import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { CHAT_LIMITS, type TChat, type TChatMessage } from "@tarelka/contracts";
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { LoadFailed, Section, Skeleton } from "../../components/ui/section";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { todayIso } from "../../stores/app-store";
import { historyQueryOptions, useSendMessage } from "./ai-nutritionist-api";
import { composerState, type SendFailure, sendFailureOf, sendsOnKey, sourceLabelOf, withDayBreaks } from "./chat-logic";
import { formatCount, formatDay, formatTime } from "./format";

/**
 * docs/product.md §2 /ai-nutritionist, §3 AI chat message, §7 chat calls: the person's one chat. The chat and its history
 * read and fail apart from the recommendations; the screen asks for the chat first, since the history is read by
 * the chat's id.
 */
export function ChatSection({ chat }: { chat: UseQueryResult<TChat> }) {
  const { t } = useTranslation();
  return (
    <Section title={t("aiNutritionist.chat.heading")} testId="chat-section">
      {chat.isPending ? (
        <ChatSkeleton />
      ) : chat.isError && !chat.data ? (
        <LoadFailed
          message={t("aiNutritionist.chat.loadFailed")}
          onRetry={() => void chat.refetch()}
          retrying={chat.isFetching}
          testId="chat-error"
        />
      ) : (
        <Conversation chat={chat.data} />
      )}
    </Section>
  );
}

const ChatSkeleton = () => (
  <Skeleton rows={[{ width: "70%" }, { width: "50%", right: true }, { width: "75%" }]} testId="chat-loading" />
);

/** A question that did not go, kept to be sent again, and why it did not. */
interface Failed {
  text: string;
  failure: SendFailure;
  reason: string;
}

function Conversation({ chat }: { chat: TChat }) {
  const { t, i18n } = useTranslation();
  const history = useQuery(historyQueryOptions(chat.id));
  const send = useSendMessage(chat.id);
  const [draft, setDraft] = useState("");
  const [failed, setFailed] = useState<Failed | null>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const composer = composerState(draft, send.isPending);
  // The question on its way shows at once, before the server stored it (the brief: optimistic).
  const waitingFor = send.isPending ? send.variables : null;
  const messages = history.data?.messages ?? [];

  // The newest message is at the bottom: on opening, and whenever one is added or is being waited for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the moments the log grows
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, waitingFor, history.isSuccess]);

  const ask = (text: string) => {
    if (send.isPending || text.trim() === "") return;
    setFailed(null);
    // The composer empties as the question leaves; a failure puts it back, so nothing typed is lost.
    if (text === draft) setDraft("");
    send.mutate(text, {
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : null;
        setFailed({ text, failure: sendFailureOf(code), reason: errorMessage(t, error) });
        setDraft((current) => (current.trim() === "" ? text : current));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (composer.canSend) ask(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    if (composer.canSend) ask(draft);
  };

  const retry = (text: string) => {
    ask(text);
    inputRef.current?.focus();
  };

  const max = formatCount(i18n.language, CHAT_LIMITS.messageMax);
  const empty = history.isSuccess && messages.length === 0 && waitingFor === null;

  return (
    <div className="flex flex-col gap-3">
      {history.isPending ? (
        <ChatSkeleton />
      ) : history.isError && !history.data ? (
        <LoadFailed
          message={t("aiNutritionist.chat.historyFailed")}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          testId="chat-history-error"
        />
      ) : (
        // A list that announces what is added (a log's live region) without role="log", which would hide from
        // assistive technology that its items are a list.
        <ol
          ref={logRef}
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t("aiNutritionist.chat.log")}
          className="flex max-h-[60dvh] flex-col gap-2 overflow-auto overscroll-contain"
          data-testid="chat-log"
        >
          {empty && <Greeting suggestions={chat.suggestions} onPick={ask} disabled={send.isPending} />}
          {withDayBreaks(messages).map(({ message, opensDay }) => (
            <MessageItem key={message.id} message={message} opensDay={opensDay} answeredBy={chat.answeredBy} />
          ))}
          {waitingFor !== null && (
            <>
              <li className="flex justify-end" data-testid="chat-pending">
                <Bubble mine>{waitingFor.trim()}</Bubble>
              </li>
              <li className="flex" data-testid="chat-typing">
                <p
                  role="status"
                  className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                >
                  <span aria-hidden className="flex gap-1">
                    {[0, 150, 300].map((delay) => (
                      <span
                        key={delay}
                        className="size-1.5 animate-bounce rounded-full bg-current"
                        style={{ animationDelay: `${delay}ms` }}
                      />
                    ))}
                  </span>
                  {t("aiNutritionist.chat.typing")}
                </p>
              </li>
            </>
          )}
        </ol>
      )}

      {failed && (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          data-testid="chat-send-error"
          data-failure={failed.failure}
        >
          <p className="font-medium">{t("aiNutritionist.chat.sendFailed")}</p>
          <p>
            {failed.failure === "dailyLimit"
              ? t("aiNutritionist.chat.dailyLimit", { max: formatCount(i18n.language, CHAT_LIMITS.messagesPerDayMax) })
              : failed.failure === "tooLong"
                ? t("aiNutritionist.chat.tooLong", { max })
                : failed.reason}
          </p>
          {/* Asking again cannot pass the day's limit: no retry for it. */}
          {failed.failure !== "dailyLimit" && (
            <Button variant="secondary" onClick={() => retry(failed.text)} disabled={send.isPending}>
              {t("aiNutritionist.retry")}
            </Button>
          )}
        </div>
      )}

      <form onSubmit={submit} className="flex flex-col gap-1" noValidate data-testid="chat-form">
        <label className="sr-only" htmlFor={`${hintId}-input`}>
          {t("aiNutritionist.chat.inputLabel")}
        </label>
        {/* On a narrow phone the box takes the whole width and the button goes under it; side by side at 320 px
            the box was ~90 px wide and broke words. */}
        <div className="flex flex-col gap-2 min-[480px]:flex-row min-[480px]:items-end">
          <textarea
            ref={inputRef}
            id={`${hintId}-input`}
            rows={2}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("aiNutritionist.chat.placeholder")}
            aria-describedby={hintId}
            aria-invalid={composer.tooLong}
            data-testid="chat-input"
            className="field-sizing-content max-h-40 min-h-11 w-full min-w-0 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
          <Button type="submit" disabled={!composer.canSend} data-testid="chat-send">
            {t("aiNutritionist.chat.send")}
          </Button>
        </div>
        <div id={hintId} className="flex justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
          {/* A phone's keyboard has no Shift+Enter: the key hint is for a hardware keyboard (a fine pointer). */}
          <span className="pointer-coarse:hidden">{composer.tooLong ? "" : t("aiNutritionist.chat.keyHint")}</span>
          {composer.showCounter && (
            <span
              className={`whitespace-nowrap tabular-nums ${composer.tooLong ? "font-semibold text-red-600" : ""}`}
              data-testid="chat-counter"
            >
              {t("aiNutritionist.chat.counter", { length: formatCount(i18n.language, composer.length), max })}
            </span>
          )}
        </div>
        {composer.tooLong && (
          <p className="text-sm text-red-600" data-testid="chat-too-long">
            {t("aiNutritionist.chat.tooLong", { max })}
          </p>
        )}
      </form>
    </div>
  );
}

/** An empty chat starts with a hello and the server's suggested questions, each sent with one tap. */
function Greeting({
  suggestions,
  onPick,
  disabled,
}: {
  suggestions: readonly string[];
  onPick: (question: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3" data-testid="chat-greeting">
      <div className="flex">
        <Bubble mine={false}>{t("aiNutritionist.chat.greeting")}</Bubble>
      </div>
      {suggestions.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("aiNutritionist.chat.suggestions")}>
          {suggestions.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => onPick(question)}
                disabled={disabled}
                data-testid="chat-suggestion"
                className="min-h-11 rounded-2xl border border-brand-600 px-4 py-2 text-left text-sm text-brand-700 hover:bg-brand-50 disabled:opacity-70 dark:text-brand-500 dark:hover:bg-slate-900"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function MessageItem({
  message,
  opensDay,
  answeredBy,
}: {
  message: TChatMessage;
  opensDay: string | null;
  answeredBy: TChat["answeredBy"];
}) {
  const { t, i18n } = useTranslation();
  const mine = message.role === "user";
  const source = sourceLabelOf(message, answeredBy);
  const time = formatTime(i18n.language, message.createdAt);
  return (
    <li className="flex flex-col gap-2" data-testid="chat-message" data-role={message.role}>
      {opensDay && (
        <p className="self-center text-xs text-slate-500 dark:text-slate-400" data-testid="chat-day">
          {opensDay === todayIso() ? t("aiNutritionist.chat.today") : formatDay(i18n.language, opensDay)}
        </p>
      )}
      <div className={mine ? "flex justify-end" : "flex"}>
        <Bubble mine={mine}>
          <span className="sr-only">
            {mine ? t("aiNutritionist.chat.you") : t("aiNutritionist.chat.nutritionist")}:{" "}
          </span>
          <span data-testid="chat-message-text">{message.content}</span>
          {(time || source) && (
            <span
              className={`mt-1 block text-right text-xs ${mine ? "opacity-90" : "text-slate-500 dark:text-slate-400"}`}
            >
              {source && <span data-testid="chat-message-source">{t(`aiNutritionist.answerSource.${source}`)} · </span>}
              {time && <time dateTime={message.createdAt}>{time}</time>}
            </span>
          )}
        </Bubble>
      </div>
    </li>
  );
}

/**
 * One message as a bubble: the person's on the right in the brand colour, the nutritionist's on the left. The text
 * is plain (an answer is never markup): React escapes it, and pre-wrap keeps its line breaks.
 */
function Bubble({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <div
      className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 ${
        mine
          ? "rounded-br-sm bg-brand-600 text-white"
          : "rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      }`}
    >
      {children}
    </div>
  );
}
