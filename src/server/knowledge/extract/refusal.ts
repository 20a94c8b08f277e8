// A refusal raised inside the extraction worker: posted to the server as { kind: 'refused', code,
// message } and turned back into an UntrustedFileError there (errors do not cross threads).
export class Refusal extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'Refusal'
    this.code = code
  }
}
