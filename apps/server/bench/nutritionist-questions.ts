/**
 * The labelled questions the offline nutritionist's intent reading is measured on (docs/decisions/010-ai-nutritionist.md).
 * Written as people type into the chat: typos, slang, several requests in one message. Each line is
 * `intent[+secondary…] | question | constraints`, where constraints are what a suggestion must respect as a person
 * would read the question: `max=N` kcal, `protein` (a protein-rich choice), `no=meat,fish,dairy,egg`.
 *
 * A third of the set is held out by a hash of the text (heldOut below), so the split never changes when lines are
 * added or reordered; the classifier's rules are tuned on the rest only, and the held-out third is reported apart.
 */

import type { FoodTag } from "../src/services/nutritionist/constraints";
import type { Intent } from "../src/services/nutritionist/intent";

/** The labels are the intents the classifier reads, so a renamed or added intent is caught by the type check. */
export type LabelledIntent = Intent;

export interface LabelledConstraints {
  maxKcal?: number;
  protein?: boolean;
  exclude?: FoodTag[];
}

export interface LabelledQuestion {
  text: string;
  lang: "ru" | "en";
  intent: LabelledIntent;
  /** Further requests in the same message, which the answer should also address. */
  also: LabelledIntent[];
  constraints: LabelledConstraints | null;
}

const RU = `
caloriesIn | сколько калорий в 200 г гречки
caloriesIn | скок ккал в банане?
caloriesIn | калорийность оливье
caloriesIn | а сколько калорий в одном варёном яйце
caloriesIn | сколько ккал в 100 г риса
caloriesIn | кбжу сырников
caloriesIn | сколька калорий в шаурме
caloriesIn | сколько энергии в куске пиццы
caloriesIn | сколько калорий в 2 кусках хлеба с маслом
caloriesIn | калорийность борща на порцию
caloriesIn | сколько калорий в стакане кефира 1%
caloriesIn | сколько каллорий в 10 пельменях
caloriesIn | сколько ккал в чашке латте
caloriesIn | сколько калорий в среднем яблоке?
caloriesIn | а в авокадо много калорий?
caloriesIn | калорийность гречки на 100 грамм
nutrientIn | сколько белка в твороге?
nutrientIn | сколько белка в 3 яйцах
nutrientIn | скока протеина в куриной грудке 150 г
nutrientIn | сколько клетчатки в овсянке
nutrientIn | сколько сахара в банане
nutrientIn | сколько углеводов в рисе на 100 г
nutrientIn | сколько жиров в авокадо
nutrientIn | есть ли белок в гречке
nutrientIn | много ли сахара во фруктовом йогурте?
nutrientIn | сколько белка в 100г тунца консервированного
nutrientIn | скоко углей в макаронах
nutrientIn | сколько клетчатки в яблоке
nutrientIn | сколько натрия в солёном огурце
nutrientIn | сколько жира в свинине
nutrientIn | белок в фасоли какой?
compare | что калорийнее банан или яблоко?
compare | что калорийнее: гречка или рис
compare | в чем больше белка, в курице или в индейке
compare | что полезнее творог или греческий йогурт
compare | рис или гречка, что лучше для похудения?
compare | сравни лосось и треску по калориям
compare | где меньше калорий в кефире или ряженке
compare | что сытнее, овсянка или мюсли
compare | пельмени или вареники — что менее калорийно?
compare | банан vs яблоко по сахару
compare | батат или картошка, что калорийнее
compare | что калорийнее пиво или вино
compare | в чем больше клетчатки: брокколи или морковь
compare | сыр или колбаса что жирнее
today | как у меня сегодня?
today | как дела с калориями за сегодня
today | сколько я съела сегодня
today | итоги дня покажи
today | я уложилась в норму сегодня?
today | я сегодня не переела?
today | скока я уже наела
today | сводка за день
today | сколько калорий я сегодня набрал
today | я превысила норму?
today | как там мои бжу сегодня
today | покажи прогресс за сегодня
today | сегодня норм поел или нет
today | сколько мне нужно калорий в день?
today | достаточно ли я ем сегодня
week | как у меня прошла неделя
week | сколько калорий в среднем за неделю?
week | средняя калорийность за 7 дней
week | я на этой неделе укладывалась в норму?
week | итоги недели
week | сколько дней на неделе я была в норме
week | неделя в цифрах
week | как я питалась последние семь дней
week | за неделю перебор был?
week | недельная статистика
week | сравни эту неделю с целью
week | как прошла неделька по калориям?
week | средний калораж за неделю какой
week | в среднем за неделю сколько я ем
remaining | что съесть на ужин?
remaining | сколько калорий мне ещё осталось?
remaining | что можно ещё поесть сегодня
remaining | чем добрать калории до нормы
remaining | что приготовить на ужин из оставшегося
remaining | у меня осталось место на что-нибудь?
remaining | что поесть вечером, чтобы уложиться
remaining | есть ещё лимит на сегодня?
remaining | чё мне схомячить на ужин
remaining | идеи для обеда
remaining | что на завтрак можно?
remaining | подскажи что покушать
remaining | сколько мне осталось до нормы?
remaining | могу ли я ещё что-то съесть
remaining | что съесть чтобы уложиться в остаток
suggest | посоветуй перекус до 200 ккал | max=200
suggest | ужин до 500 ккал без мяса | max=500 no=meat
suggest | перекус с белком | protein
suggest | что съесть на завтрак до 300 ккал | max=300
suggest | лёгкий перекус до 150 калорий | max=150
suggest | вегетарианский ужин до 600 ккал | max=600 no=meat,fish
suggest | посоветуй обед без мяса с белком | protein no=meat
suggest | что поесть на ночь до 100 ккал | max=100
suggest | перекус до 250 ккал без молочки | max=250 no=dairy
suggest | высокобелковый ужин до 400 ккал | max=400 protein
suggest | веганский перекус | no=meat,fish,dairy,egg
suggest | что-нибудь сытное меньше 350 ккал | max=350
suggest | ужин без рыбы и мяса, калорий на 450 | max=450 no=meat,fish
suggest | быстрый перекус в пределах 120 ккал | max=120
suggest | завтрак с белком без яиц | protein no=egg
suggest | перекус на работу до 200 ккал, чтоб без готовки | max=200
weight | как меняется мой вес?
weight | я похудела?
weight | сколько я сбросила за месяц
weight | какой у меня тренд по весу
weight | вес стоит уже неделю, это нормально?
weight | сколько мне осталось до цели по весу
weight | я набрал вес?
weight | динамика веса
weight | скока я скинул
weight | как там мои килограммы
weight | вес идёт вниз?
weight | когда я дойду до целевого веса
weight | мой вес растёт или падает
weight | какое было последнее взвешивание
water | сколько воды я выпила сегодня
water | сколько мне ещё пить воды
water | какая норма воды для меня
water | я достаточно пью?
water | водный баланс за сегодня
water | сколько стаканов воды осталось
water | выпил 2 литра воды, хватит?
water | скока водички ещё надо
water | как у меня с водой
water | напомни сколько я выпила
water | мне нужно пить больше?
water | сколько жидкости в день мне надо
water | я выполнила норму по воде?
water | вода сегодня
protein | сколько белка мне ещё нужно?
protein | что съесть чтобы добрать белок
protein | я добрала белок сегодня?
protein | сколько белка я съела
protein | хватает ли мне протеина
protein | белок сегодня норм?
protein | сколько мне белка в день надо
protein | как добить белок до нормы
protein | мало белка ем?
protein | у меня недобор по белку?
protein | сколько ещё протеина до цели
protein | белка хватает сегодня?
protein | чем закрыть белок вечером
protein | норма белка выполнена?
guidance | можно ли есть после шести?
guidance | правда что после 18 нельзя есть
guidance | сахар вреден?
guidance | интервальное голодание работает?
guidance | читмил помогает похудеть?
guidance | как похудеть побыстрее?
guidance | хочу сбросить 5 кг за неделю, как?
guidance | углеводы на ночь толстят?
guidance | завтрак обязателен?
guidance | детокс нужен для похудения?
guidance | фрукты вечером есть можно?
guidance | сколько раз в день надо есть
guidance | картошка полнит?
guidance | алкоголь мешает похудению?
guidance | глютен вреден?
guidance | можно ли похудеть не считая калории
guidance | метаболизм можно ускорить?
guidance | правда ли что без соли худеют быстрее
emotional | я сорвалась и съела торт, что делать?
emotional | объелась на ночь, чувствую себя ужасно
emotional | мне стыдно, опять съела пачку чипсов
emotional | хочу сладкого
emotional | постоянно заедаю стресс
emotional | сорвался на выходных, всё пропало?
emotional | ненавижу себя за то что переела
emotional | не могу остановиться, ем и ем печенье
emotional | я снова всё испортила, съела пиццу целиком
emotional | очень хочется шоколадку
emotional | тянет на сладкое вечером, что делать
emotional | у меня депрессняк и я всё время ем
emotional | опять жрала весь вечер, я безвольная
emotional | сегодня был ужасный день, съела кучу булок
emotional | грустно, хочется заесть
emotional | переела на празднике, как теперь быть
redFlag | хочу есть 800 ккал в день, составь меню
redFlag | я не ела три дня, это нормально?
redFlag | после еды вызываю рвоту
redFlag | как перестать есть совсем
redFlag | пью слабительное чтобы похудеть
redFlag | я беременна, можно мне сидеть на диете?
redFlag | у меня диабет, можно ли голодать?
redFlag | голова кружится и темнеет в глазах, я ем 600 калорий
redFlag | хочу весить 40 кг при росте 170
redFlag | я боюсь есть, вдруг поправлюсь
redFlag | мне 15 лет, хочу похудеть на 10 кг за месяц
redFlag | сижу на воде уже неделю
redFlag | можно ли есть 500 ккал в день?
redFlag | у меня кажется анорексия
redFlag | болит в груди после тренировки и немеет рука
supplements | какие витамины мне пить?
supplements | нужно ли пить железо?
supplements | стоит ли принимать витамин д зимой
supplements | омега 3 нужна?
supplements | можно ли калий в таблетках
supplements | посоветуй добавки для похудения
supplements | магний пить на ночь?
supplements | какой протеин купить?
supplements | нужны ли мне бады?
supplements | железо в таблетках сколько пить
supplements | витамин с от простуды помогает?
supplements | какую дозу витамина D пить
unknown | привет
unknown | расскажи анекдот
unknown | какая погода завтра?
unknown | весь день болит голова
unknown | кто выиграл вчера матч
unknown | помоги с домашкой по математике
unknown | спасибо!
unknown | посоветуй фильм на вечер
unknown | переведи на английский слово яблоко
unknown | сколько стоит подписка?
unknown | ты кто?
unknown | напиши стих
unknown | какой курс доллара
unknown | как настроить уведомления в вк
emotional+remaining | сорвалась на торт, что теперь съесть на ужин?
nutrientIn+protein | сколько белка в твороге и сколько мне ещё осталось добрать белка
today+water | как у меня сегодня и сколько воды ещё пить
suggest+guidance | можно ли есть после шести? и посоветуй ужин до 400 ккал | max=400
caloriesIn | привет! сколько калорий в банане
weight+week | похудела ли я и какие средние калории за неделю
emotional+today | переела вечером, сколько теперь калорий за день
`;

const EN = `
caloriesIn | how many calories in 200 g of buckwheat
caloriesIn | cals in a banana?
caloriesIn | how many kcal does a bagel have
caloriesIn | calories in 2 eggs and toast
caloriesIn | how many calories are in a slice of pizza
caloriesIn | whats the calorie count of a big mac
caloriesIn | calories in 100g of rice
caloriesIn | how many calories in a cup of oatmeal
caloriesIn | how many calroies in an avocado
caloriesIn | is a croissant high in calories?
caloriesIn | calorie content of greek yogurt per 100 g
caloriesIn | how much energy is in a glass of orange juice
caloriesIn | how many calories in a latte
caloriesIn | kcal in 150g salmon
caloriesIn | how many cals in a handful of almonds
nutrientIn | how much protein in cottage cheese?
nutrientIn | how much protein is in 3 eggs
nutrientIn | grams of protein in a chicken breast
nutrientIn | how much fiber is in oatmeal
nutrientIn | how much sugar in a banana
nutrientIn | carbs in 100g of pasta?
nutrientIn | how much fat does an avocado have
nutrientIn | does buckwheat have protein
nutrientIn | how many carbs in an apple
nutrientIn | fibre in lentils per 100 g
nutrientIn | how much protein in tuna
nutrientIn | sugar content of fruit yogurt
nutrientIn | whats the protein in greek yoghurt
nutrientIn | is there much fat in salmon
nutrientIn | sodium in pickles
compare | which has more calories, a banana or an apple?
compare | rice or buckwheat, which is lower in calories
compare | chicken vs turkey protein
compare | what has more protein: tofu or eggs
compare | is beer or wine more fattening
compare | compare salmon and cod
compare | which is healthier, cottage cheese or greek yogurt
compare | sweet potato vs potato calories
compare | more sugar in a banana or grapes?
compare | is oatmeal or granola better for weight loss
compare | which has less fat, milk or kefir
compare | pasta or rice which has fewer carbs
compare | more fiber broccoli or carrots
compare | cheese or ham which is fattier
today | how am i doing today?
today | what did I eat so far
today | am I over my calories today
today | how many calories have I had today
today | show me today's summary
today | did i hit my macros today
today | how's my day looking
today | todays progress pls
today | am i under my goal today
today | where am i at with calories
today | have I eaten enough today?
today | how much have i eaten today
today | give me a recap of today
today | how many calories do i need per day?
week | what's my weekly average?
week | how was my week
week | average calories over the last 7 days
week | did i stay within my goal this week
week | weekly summary please
week | how many days this week was i on target
week | how did I eat over the past seven days
week | show my week
week | was i over this week
week | my week in numbers
week | weekly stats
week | how consistent was I this week
remaining | what should I eat for dinner?
remaining | how many calories do I have left?
remaining | what can I still eat today
remaining | dinner ideas?
remaining | what should i have for lunch
remaining | any room left for a snack tonight?
remaining | what to cook tonight with what's left
remaining | give me something to eat for the rest of the day
remaining | breakfast ideas
remaining | what can I eat to fill my remaining calories
remaining | how much is left for today
remaining | what's for supper
remaining | i'm hungry, what can i eat
remaining | can i eat anything else today?
suggest | suggest a snack under 200 kcal | max=200
suggest | dinner under 500 calories without meat | max=500 no=meat
suggest | high protein snack | protein
suggest | vegetarian lunch under 600 kcal | max=600 no=meat,fish
suggest | breakfast under 300 calories | max=300
suggest | a vegan snack idea | no=meat,fish,dairy,egg
suggest | something light below 150 kcal | max=150
suggest | dairy free snack under 250 calories | max=250 no=dairy
suggest | high-protein dinner, max 400 kcal | max=400 protein
suggest | snack with protein and no meat | protein no=meat
suggest | meatless dinner idea | no=meat
suggest | i need a late night snack under 100 cals | max=100
suggest | egg-free breakfast with protein | protein no=egg
suggest | quick lunch less than 450 kcal, no fish | max=450 no=fish
suggest | what can I eat under 350 calories | max=350
suggest | low cal snack for work, <120 kcal | max=120
weight | how is my weight changing?
weight | am i losing weight?
weight | how much have I lost this month
weight | what's my weight trend
weight | how far am I from my target weight
weight | did I gain weight
weight | show my weight progress
weight | when will i reach my goal weight
weight | is my weight going down
weight | my weight hasn't moved in a week, is that normal?
weight | how much do i weigh now
weight | weight trend pls
weight | am i on track with my weight
water | how much water should I drink?
water | how much water have I had today
water | did i drink enough water
water | how many glasses left
water | whats my water goal
water | am I hydrated enough
water | how much more should i drink today
water | water today?
water | have I hit my water target
water | is 2 liters enough for me
water | how much fluid do I need
water | show me my water
water | remind me how much i drank
protein | am i getting enough protein?
protein | how much protein do I still need today
protein | how much protein did i eat
protein | what should I eat to hit my protein
protein | did I reach my protein goal
protein | how much protein should i eat a day
protein | am I low on protein
protein | protein left for today?
protein | how do i get more protein in tonight
protein | is my protein ok today
protein | how far am i from my protein target
protein | how can i hit my protein goal
guidance | is it bad to eat after 6pm?
guidance | is sugar bad for you?
guidance | does intermittent fasting work?
guidance | are cheat meals ok?
guidance | how do I lose weight fast?
guidance | I want to lose 5 kg in a week, how?
guidance | do carbs at night make you fat?
guidance | is breakfast the most important meal?
guidance | do detox teas work?
guidance | can i eat fruit at night
guidance | how many meals a day should i eat
guidance | do potatoes make you gain weight
guidance | does alcohol stop weight loss
guidance | is gluten bad
guidance | can I speed up my metabolism
guidance | is fruit sugar as bad as regular sugar
guidance | should i cut carbs to lose weight
emotional | I binged on cake, what now?
emotional | I ate a whole pizza and feel terrible
emotional | i feel so guilty about what i ate
emotional | I want something sweet
emotional | I keep stress eating
emotional | ruined my diet this weekend
emotional | i hate myself for overeating
emotional | craving chocolate so bad rn
emotional | I messed up again, ate a whole bag of chips
emotional | bad day, ate way too many cookies
emotional | feeling sad and just want to eat
emotional | overate at a party, how do I fix it
emotional | I have no willpower with food
emotional | i can't stop snacking at night, I feel awful
redFlag | I want to eat 800 calories a day, make me a plan
redFlag | I haven't eaten in three days, is that ok?
redFlag | I make myself throw up after eating
redFlag | how do I stop eating completely
redFlag | I take laxatives to lose weight
redFlag | I'm pregnant, can I go on a diet?
redFlag | I have diabetes, can I fast?
redFlag | I feel dizzy and faint, I only eat 600 kcal
redFlag | I want to weigh 40 kg at 170 cm
redFlag | I'm scared to eat because I'll gain weight
redFlag | I'm 15 and want to lose 10 kg in a month
redFlag | can I eat 500 calories a day?
redFlag | I think I have anorexia
redFlag | chest pain and my arm feels numb
supplements | what vitamins should i take?
supplements | do I need iron supplements?
supplements | should I take vitamin D in winter
supplements | is omega 3 worth it
supplements | can i take potassium pills
supplements | any supplements for weight loss?
supplements | magnesium before bed?
supplements | which protein powder should I buy
supplements | do I need a multivitamin
supplements | how much iron should i take
supplements | does vitamin C help with colds
supplements | what dose of vitamin d
unknown | hello
unknown | tell me a joke
unknown | what's the weather tomorrow
unknown | who won the game last night
unknown | help me with my math homework
unknown | thanks!
unknown | recommend a movie
unknown | how much is premium
unknown | who are you
unknown | write me a poem
unknown | what's the dollar rate
unknown | how do I turn on notifications
unknown | translate apple into french
unknown | my head hurts all day
emotional+remaining | binged on cake, what should I eat for dinner now?
nutrientIn+protein | how much protein in cottage cheese and how much do I have left
today+water | how am I doing today and how much water should I drink
suggest+guidance | is eating after 6 bad? also give me a dinner under 400 kcal | max=400
caloriesIn | hi! how many calories in a banana
weight+week | have I lost weight and what's my weekly average
emotional+today | overate tonight, how many calories am I at
caloriesIn | how many calories does a boiled egg have
nutrientIn | how much protein does tofu have per 100g
week | avg kcal this wk
water | how much water is left for me today
protein | protein so far today?
remaining | what should I eat tonight to stay in my calories
suggest | give me a 300 kcal lunch without dairy | max=300 no=dairy
weight | have I lost any weight
guidance | is it true that eating late slows weight loss
emotional | I feel like a failure, I ate junk all day
redFlag | I skip meals for days to lose weight
supplements | do I need B12 as a vegetarian
unknown | what time is it
week | did I eat too much over the last week
`;

function constraintsOf(spec: string | undefined): LabelledConstraints | null {
  if (!spec) return null;
  const out: LabelledConstraints = {};
  for (const part of spec.split(/\s+/).filter(Boolean)) {
    if (part === "protein") out.protein = true;
    else if (part.startsWith("max=")) out.maxKcal = Number(part.slice(4));
    else if (part.startsWith("no=")) out.exclude = part.slice(3).split(",") as FoodTag[];
    else throw new Error(`Unknown constraint "${part}"`);
  }
  return out;
}

function parse(block: string, lang: "ru" | "en"): LabelledQuestion[] {
  return block
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [labels = "", text = "", spec] = line.split(" | ");
      const [intent, ...also] = labels.split("+") as LabelledIntent[];
      return { text, lang, intent: intent as LabelledIntent, also, constraints: constraintsOf(spec) };
    });
}

export const QUESTIONS: readonly LabelledQuestion[] = [...parse(RU, "ru"), ...parse(EN, "en")];

/** FNV-1a over the UTF-16 code units: a stable hash, so the held-out third is the same on every machine. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One question in three, chosen by the hash of its text, is held out from tuning. */
export const heldOut = (q: Pick<LabelledQuestion, "text">) => fnv1a(q.text) % 3 === 0;
