import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { CHAT_LIMITS, type TChat, type TChatMessage } from "@tarelka/contracts";
import { SendHorizontal } from "lucide";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { LoadFailed, Skeleton } from "../../components/ui/section";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { todayIso } from "../../stores/app-store";
import { historyQueryOptions, useSendMessage } from "./ai-nutritionist-api";
import { composerState, type SendFailure, sendFailureOf, sendsOnKey, sourceLabelOf, withDayBreaks } from "./chat-logic";
import { formatCount, formatDay, formatTime } from "./format";

/**
 * docs/product.md §2 /ai-nutritionist, §3 AI chat message, §7 chat calls: the person's one chat, filling the screen
 * under its header (ai-nutritionist-page.tsx). The chat and its history read and fail apart from the
 * recommendations; the screen asks for the chat first, since the history is read by the chat's id. `intro` (the
 * day's analysis and the recommendations) scrolls with the conversation, above it.
 */
export function ChatSection({ chat, intro }: { chat: UseQueryResult<TChat>; intro: ReactNode }) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  if (chat.isPending || (chat.isError && !chat.data)) {
    return (
      <ChatScroll scrollRef={scrollRef} intro={intro}>
        {chat.isPending ? (
          <ChatSkeleton />
        ) : (
          <LoadFailed
            message={t("aiNutritionist.chat.loadFailed")}
            onRetry={() => void chat.refetch()}
            retrying={chat.isFetching}
            testId="chat-error"
          />
        )}
      </ChatScroll>
    );
  }
  return <Conversation chat={chat.data} intro={intro} scrollRef={scrollRef} />;
}

/** How close to the end counts as "reading the newest": then what grows (an answer, the keyboard) keeps it in view. */
const NEAR_END_PX = 48;

/**
 * The one scrolling column between the header and the composer. While the person is at its end, a change of size
 * (a message, the keyboard shrinking the screen, a late section above) keeps the end in view; once they scroll up
 * to read, nothing moves under them.
 */
function ChatScroll({
  scrollRef,
  intro,
  children,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = scrollRef.current;
    const content = contentRef.current;
    if (!scroller || !content || typeof ResizeObserver === "undefined") return;
    // A resize can move the scroll position (and fire a scroll event) before the observer below is told: only a
    // scroll at unchanged sizes is the person's, so only that decides whether they are reading the end.
    let sizes = [scroller.scrollHeight, scroller.clientHeight];
    const onScroll = () => {
      const now = [scroller.scrollHeight, scroller.clientHeight];
      if (now[0] === sizes[0] && now[1] === sizes[1]) {
        const atEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_END_PX;
        scroller.dataset.atEnd = String(atEnd);
      }
      sizes = now;
    };
    const keep = () => {
      if (scroller.dataset.atEnd === "true") scroller.scrollTop = scroller.scrollHeight;
      sizes = [scroller.scrollHeight, scroller.clientHeight];
    };
    const observer = new ResizeObserver(keep);
    observer.observe(scroller);
    observer.observe(content);
    scroller.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener("scroll", onScroll);
    };
  }, [scrollRef]);
  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain" data-testid="chat-scroller">
      <div ref={contentRef} className="flex flex-col gap-4 p-4">
        {intro}
        <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="chat-section">
          <h2 id={headingId} className="font-semibold">
            {t("aiNutritionist.chat.heading")}
          </h2>
          {children}
        </section>
      </div>
    </div>
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

function Conversation({
  chat,
  intro,
  scrollRef,
}: {
  chat: TChat;
  intro: ReactNode;
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const history = useQuery(historyQueryOptions(chat.id));
  const send = useSendMessage(chat.id);
  const [draft, setDraft] = useState("");
  const [failed, setFailed] = useState<Failed | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const composer = composerState(draft, send.isPending);
  // The question on its way shows at once, before the server stored it (the brief: optimistic).
  const waitingFor = send.isPending ? send.variables : null;
  const messages = history.data?.messages ?? [];

  // The newest message (or an empty chat's greeting) is in view: on opening, and whenever one is added or is being
  // waited for. The day's analysis and the recommendations are above it, a scroll up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the moments the conversation grows
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || !history.isSuccess) return;
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dataset.atEnd = "true";
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
    <>
      <ChatScroll scrollRef={scrollRef} intro={intro}>
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
            aria-live="polite"
            aria-relevant="additions"
            aria-label={t("aiNutritionist.chat.log")}
            className="flex flex-col gap-2"
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
                ? t("aiNutritionist.chat.dailyLimit", {
                    max: formatCount(i18n.language, CHAT_LIMITS.messagesPerDayMax),
                  })
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
      </ChatScroll>

      {/* Pinned under the conversation; the screen's bottom is the keyboard's top while one is up. */}
      <form
        onSubmit={submit}
        className="flex shrink-0 flex-col gap-1 border-t border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-950"
        noValidate
        data-testid="chat-form"
      >
        <label className="sr-only" htmlFor={`${hintId}-input`}>
          {t("aiNutritionist.chat.inputLabel")}
        </label>
        {/* An icon for the send button leaves the box most of a 320 px row (it was ~90 px beside a worded button). */}
        <div className="flex items-end gap-2">
          <textarea
            ref={inputRef}
            id={`${hintId}-input`}
            rows={1}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("aiNutritionist.chat.placeholder")}
            aria-describedby={hintId}
            aria-invalid={composer.tooLong}
            data-testid="chat-input"
            className="field-sizing-content max-h-32 min-h-11 w-full min-w-0 flex-1 resize-none rounded-2xl border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
          <Button
            type="submit"
            disabled={!composer.canSend}
            aria-label={t("aiNutritionist.chat.send")}
            title={t("aiNutritionist.chat.send")}
            className="size-11 shrink-0 rounded-full px-0!"
            data-testid="chat-send"
          >
            <Icon node={SendHorizontal} className="size-5" />
          </Button>
        </div>
        <div id={hintId} className="flex justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
          {/* A phone's keyboard has no Shift+Enter: the key hint is for a hardware keyboard (a fine pointer). */}
          <span className="pointer-coarse:hidden max-[359px]:hidden">
            {composer.tooLong ? "" : t("aiNutritionist.chat.keyHint")}
          </span>
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
    </>
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
