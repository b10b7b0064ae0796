/**
 * The shapes the coding analysis reads, stated structurally (only the fields it uses), so the
 * contract's records and the insights' answers fit them as they are. Offsets are UTF-16 code
 * units of the stored answer text, as the API keeps them (docs/product.md#coding-exports).
 */
export interface CodingCode {
  id: string
  name: string
  description?: string | null
  /** The code it is nested under; null at the top of the codebook. */
  parentId: string | null
  /** '#RRGGBB' when the researcher chose one. */
  color?: string | null
}

export interface CodingHighlight {
  id: string
  codeId: string
  interviewId: string
  /** The answer's question as asked in its interview (the contract's questionId). */
  questionId: string
  start: number
  end: number
  /** The passage as coded: `answer.text.slice(start, end)` while the answer is unchanged. */
  text: string
  note?: string | null
  /** Who coded it (the contract's PersonRef). */
  createdBy?: CodingPerson | null
  createdAt?: string | null
}

/** One answer of a completed interview, found by its interview and question. */
export interface CodingAnswer {
  interviewId: string
  questionId: string
  text: string
}

/** An answer with its number in its interview ('2', '2.1') and its question, as insights gives them. */
export interface LabelledAnswer extends CodingAnswer {
  label: string
  questionText: string
}

/** Who did something (the contract's PersonRef). */
export interface CodingPerson {
  id: string
  firstName: string
  lastName: string
}
