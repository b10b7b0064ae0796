import { phraseList, wordSet } from './word-lists'

// The words an answer is read for: the cue patterns in the order they are tried, feature nouns,
// empty and foreign words, and the words a quote is trimmed of. The reading is ./answer-cues.ts.

/** What a follow-up can pick up from an answer. */
export type CueKind =
  | 'doubt' // "not convinced", "too good to be true"
  | 'confusion' // the question was not understood: "what do you mean?"
  | 'complaint' // "slow", "crashes", "too expensive"
  | 'suggestion' // "I wish…", "it would be nice if…"
  | 'comparison' // "better than the old one", "compared to…"
  | 'number' // "twice a week", "over an hour", "300 Mbps"
  | 'praise' // "I love it", "amazing"
  | 'vague' // "fine", "it depends", "sort of"
  | 'person' // "a friend", "my sister": who brought it up
  | 'source' // "an ad", "Google": where it came from
  | 'habit' // "every morning", "usually"
  | 'feature' // "the app", "the router", "the delivery window"

/** What a complaint is about, which decides what is worth asking. */
export type ComplaintTopic = 'price' | 'speed' | 'failure' | 'usability' | 'service' | 'other'

/** Which kind of vagueness: each calls for a different question. */
export type VagueKind = 'depends' | 'lukewarm' | 'unsure'

export interface CuePattern {
  kind: CueKind
  pattern: RegExp
  topic?: ComplaintTopic
  vagueness?: VagueKind
  noun?: string | ((match: string) => string)
}

const w = (alternatives: string) => new RegExp(`\\b(?:${alternatives})\\b`, 'gi')

const PLATFORMS: Readonly<Record<string, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  reddit: 'Reddit',
  google: 'Google',
  'app store': 'the App Store',
  'play store': 'the Play Store',
  slack: 'Slack',
}

/** How a question names where the interviewee heard of it: "that ad", "Instagram". */
function sourceNoun(match: string): string {
  const bare = match.replace(/^(?:an?|the)\s+/i, '').toLowerCase()
  if (bare === 'word of mouth') return 'what people told you'
  return PLATFORMS[bare] ?? `that ${bare}`
}

// Checked in this order; a span claimed by an earlier pattern is not matched again, so the more
// specific readings ("not bad" is lukewarm, not a complaint) come first.
export const PATTERNS: readonly CuePattern[] = [
  {
    kind: 'confusion',
    pattern: w(
      "what do you mean|not sure what you mean|don't know what you mean|don't (?:really )?(?:understand|get) (?:the|your|what)|what does that mean|no idea what you(?:'re| are) asking",
    ),
  },
  {
    kind: 'doubt',
    pattern: w(
      "not (?:really )?convinced|doubt(?:s|ful)?|skeptical|sceptical|too good to be true|don't (?:really )?trust|marketing fluff|gimmick(?:y)?|vanity project|not sure (?:it's|it is|it'd be|if it's) worth(?: it)?|wary",
    ),
  },
  { kind: 'vague', vagueness: 'depends', pattern: w('it (?:all )?depends|depends on') },
  {
    kind: 'vague',
    vagueness: 'lukewarm',
    pattern: w(
      "not (?:too )?bad|fine|okay|ok|alright|all right|decent|so-so|average|nothing special|does the job|meh|could be worse|it's all right",
    ),
  },
  {
    kind: 'vague',
    vagueness: 'unsure',
    pattern: w(
      "i guess|i suppose|sort of|kind of|kinda|maybe|probably|not sure|hard to say|not really|i don't know|no idea|whatever",
    ),
  },
  {
    kind: 'complaint',
    topic: 'price',
    pattern: w(
      '(?:way |far |a bit |bit |too |really |so )*(?:expensive|overpriced|pricey|steep|rip-?off|costs? (?:too much|a lot)|not worth (?:it|the money))',
    ),
  },
  {
    kind: 'complaint',
    topic: 'speed',
    pattern: w(
      '(?:way |far |too |really |so |very )*(?:slow(?:er)?|late|too long|delay(?:ed|s)?|lag(?:gy|s)?|takes? (?:forever|ages)|waited (?:for )?(?:ages|forever)|timing out|times? out|stale)',
    ),
  },
  {
    kind: 'complaint',
    topic: 'failure',
    pattern: w(
      "crash(?:es|ed|ing)?|bug(?:gy|s)?|broke(?:n)?|fail(?:s|ed|ing)?|stopped working|doesn't work|didn't work|snapped|drop(?:s|ped|ping)?(?: out)?|disconnect(?:s|ed|ing)?|dead (?:zones?|spots?)|cold|lukewarm|spilled|leak(?:s|ed|ing)?|wrong order|never (?:arrived|came|showed up)|dies|died",
    ),
  },
  {
    kind: 'complaint',
    topic: 'usability',
    pattern: w(
      "confus(?:ing|ed)|complicated|clunky|fiddly|(?:a )?hassle|(?:a )?mess(?:y)?|hard to (?:use|find|follow|understand|set up)|don't make sense|no idea which|unclear",
    ),
  },
  {
    kind: 'complaint',
    topic: 'service',
    pattern: w(
      'rude|unhelpful|nobody (?:called|answered|replied|told)|no one (?:called|answered|replied|told)|poor communication|ignored|impersonal',
    ),
  },
  {
    kind: 'complaint',
    topic: 'other',
    pattern: w(
      'annoy(?:ing|ed|s)|frustrat(?:ing|ed|es|ion)|terrible|awful|horrible|miserable|bad|worst|poor|hopeless|problems?|issues?|useless|disappointing|disappointed|hate|nightmare|fed up|unreliable|flimsy|stiff|loud|noisy|burden',
    ),
  },
  {
    kind: 'suggestion',
    pattern: w(
      "i wish|wish (?:it|they|there)|would be (?:nice|great|good|amazing|helpful|handy)|it would help|i'?d (?:suggest|like|love|want)|i would (?:suggest|like|love|want)|should (?:be|have|add|let|offer|just)|could (?:add|have|offer|do with)|if only|please add|needs? (?:a|an|to|more|better)|would love",
    ),
  },
  {
    kind: 'comparison',
    pattern:
      /\b(?:(?:better|worse|faster|slower|cheaper|easier|harder|nicer|quicker|sturdier|lighter|more \w+|less \w+) than\b[^.,;!?]{0,30}|compared (?:to|with)\b[^.,;!?]{0,30}|instead of\b[^.,;!?]{0,25}|used to\b[^.,;!?]{0,25}|(?:the |my |our )?(?:old|previous|last) (?:one|provider|app|service|router|setup|company|model|system|process|migration)|competitors?|the competition|the other (?:apps?|services?|ones?|brands?|models?)|switched from\b[^.,;!?]{0,25}|same as\b[^.,;!?]{0,25}|versus|vs\.?)/gi,
  },
  {
    kind: 'number',
    pattern:
      /(?:\b(?:about|around|roughly|over|under|nearly|almost|at least|more than|less than)\s)?(?:\b\d+(?:[.,]\d+)?\s?(?:%|percent|minutes?|mins?|hours?|days?|weeks?|months?|years?|euros?|dollars?|pounds?|quid|bucks|times|mbps|gbps|ghz|ms|seconds?|secs?|rooms?|floors?|devices?|cups?|orders?)\b|[$€£]\s?\d+(?:[.,]\d+)?|\b(?:(?:once|twice) a (?:day|week|month|year)|once|twice|three times|four times|(?:a|one|two|three|four|five|six|ten|twenty|thirty|forty|fifty|a hundred|a couple of|a few) (?:minutes?|hours?|days?|weeks?|months?|years?|times)(?: a (?:day|week|month|year))?|(?:a|one|two|three|four|five|six|ten|twenty|thirty|forty|fifty|sixty|a hundred)(?: and a half)? (?:euros?|dollars?|pounds?|quid|bucks)(?: a (?:day|week|month|year))?|half (?:an hour|the price)|an hour|\d+(?:[.,]\d+)?|ten|twenty|thirty|forty|fifty|sixty|a hundred)\b)/gi,
  },
  {
    kind: 'praise',
    pattern: w(
      'love(?:s|d)?|amazing|fantastic|brilliant|awesome|great|excellent|perfect|delighted|impressed|happy|glad|enjoy(?:s|ed)?|lifesaver|life saver|game.?changer|reliable|easy|easier|quick(?:er)?|convenient|smooth|friendly|polite|helpful|fresh|on time|saves? (?:me|us)',
    ),
  },
  {
    kind: 'person',
    pattern: w(
      '(?:a|my|our|the) (?:friends?|colleagues?|coworkers?|co-workers?|neighbou?rs?|sister|brother|mum|mom|dad|partner|wife|husband|boss|manager|team lead|flatmate|roommate|cousin|family)|(?:friends?|colleagues?|coworkers?)',
    ),
    noun: (match) => `your ${match.replace(/^(?:a|my|our|the)\s+/i, '').toLowerCase()}`,
  },
  {
    kind: 'source',
    pattern: w(
      '(?:an? |the )?(?:ads?|advert(?:isement)?s?|billboard|flyer|leaflet|poster|newsletter|podcast|blog(?: post)?|review|article)|instagram|facebook|tiktok|youtube|linkedin|twitter|reddit|google|app store|play store|word of mouth|slack|email',
    ),
    noun: sourceNoun,
  },
  {
    kind: 'habit',
    pattern: w(
      'every (?:single )?(?:morning|day|evening|night|week|weekday|weekend|time)|most (?:days|mornings|weeks)|usually|always|never|sometimes|rarely|daily|weekly|on weekends|each morning',
    ),
  },
]

// A feature noun as the interviewee said it, and how a question names it.
export const FEATURES: readonly (readonly [RegExp, string])[] = [
  [w('dark mode'), 'dark mode'],
  [w('(?:delivery|time) (?:window|slot)s?'), 'the delivery window'],
  [w('(?:one-tap )?re-?order(?:ing)?(?: button)?'), 'reordering'],
  [w('tracking|tracker|live map'), 'the tracking'],
  [w('notifications?|alerts?'), 'the notifications'],
  [w('search(?:ing)?'), 'the search'],
  [w('checkout|payment|paying'), 'checkout'],
  [w('log ?in|sign(?:ing)? in|passwords?'), 'signing in'],
  [w('couriers?|drivers?|riders?'), 'the courier'],
  [w('lattes?|espresso|cappuccinos?|flat whites?|beans|coffee'), 'the coffee'],
  [w('subscriptions?|plans?'), 'the subscription'],
  [w('menus?'), 'the menu'],
  [w('customer (?:service|support)|support|helpline|chat'), 'support'],
  [w('refunds?'), 'refunds'],
  [w('packaging|cups?|lids?'), 'the packaging'],
  [w('routers?|modem'), 'the router'],
  [w('mesh(?: points?| nodes?)?|extenders?|access points?'), 'the mesh points'],
  [w('wi-?fi|signal|coverage'), 'the Wi-Fi'],
  [w('technicians?|installers?|engineers?'), 'the technician'],
  [w('installation|install|set-?up|set up'), 'the setup'],
  [w('cables?|cabling|wiring'), 'the cabling'],
  [w('bandwidth|speed tests?|mbps'), 'the speed'],
  [w('booking|appointments?|calendar|scheduling'), 'booking'],
  [w('invoices?|bills?|billing'), 'the invoice'],
  [w('emails?|texts?|messages'), 'the messages'],
  [w('battery'), 'the battery'],
  [w('firmware|updates?'), 'the updates'],
  [w('api|webhooks?|integrations?|sync(?:ing)?'), 'the integration'],
  [w('dashboard|settings|screens?'), 'the screens'],
  [w('meetings?|syncs?'), 'the meetings'],
  [w('timeline|deadlines?|milestones?'), 'the timeline'],
  [w('documentation|docs|instructions'), 'the instructions'],
  [w('onboarding'), 'onboarding'],
  [w('app|website|site'), 'the app'],
]

export const EMPTY_WORDS = wordSet(`
  no nope nah yes yeah yep yup sure ok okay k idk dunno nothing none na n/a pass skip uh um umm
  uhh er erm hmm hm mm eh ah oh lol thanks
`)
export const EMPTY_PHRASES = phraseList(`
  i don't know | i dont know | don't know | no idea | no clue | no comment | nothing really
  nothing to add | not much | can't think of anything | can't remember | that's all i can think of
  that's all | that's it | nothing else | don't remember | not applicable
`)

export const ENGLISH_WORDS = wordSet(`
  i it is was the a an and to of my we our you but not for in on that this with they have had be
  it's i'm don't very really just so at
`)
export const FOREIGN_WORDS = wordSet(`
  el la los las es muy pero que y del por para con una mucho gusta der die das und ist nicht
  sehr aber ich mit ein eine le les est et je pas très tres mais pour avec une des il che è
  molto non ma é não muito mas eu uma het een ik niet maar ook zeer
`)

// Leading words a quote can do without, and trailing words it must not end on.
export const LEADING_FILLER = wordSet(`
  um umm uh uhh er erm well so like and but or oh honestly yeah yes no okay ok mean hmm because
  then which was were is are
`)
export const DANGLING = wordSet(`
  a an the and or but to of in on at by for with from that which so it is was i we my our their
  your about as if than when where who um uh like
`)
export const ARTICLES = new Set(['the', 'a', 'an', 'my', 'our', 'their', 'this'])

// Words that are capitalised only because they begin a sentence, so a quote may lower them.
export const LOWERABLE = wordSet(`
  it it's its the they they're we we're my our this that these there too so a an not very really
  just way always never sometimes usually every each most much pretty quite sort kind hard maybe
  probably fine okay ok about around over under nearly almost once twice some one two three four
  five ten half compared better worse cheaper faster slower easier used previous old last love
  great amazing delivery coffee support service setup booking
`)

export const CLAUSE_BREAK =
  /[.!?;:,()\n]|\s[-–—]\s|\s(?:but|because|although|though|so|and|which|while|when)\s/gi
