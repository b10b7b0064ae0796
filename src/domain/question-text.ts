/**
 * Earlier versions stored the interviewer's framing as the question ('Thank you! Next question:
 * …', '… Please be as specific as you can.'). Reading strips these known framings, so old
 * records show, count and export the question itself.
 */
const FRAMING_PREFIX =
  /^(?:Thanks for taking the time to talk with me\. To start: |Next, I'd love to hear: |Thank you! Next question: |Great, let's keep going: )/
const FRAMING_SUFFIX = / Please be as specific as you can\.$/

export function plainQuestionText(text: string): string {
  const plain = text.replace(FRAMING_PREFIX, '').replace(FRAMING_SUFFIX, '')
  return plain.trim() === '' ? text : plain
}
