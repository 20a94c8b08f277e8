import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPage } from './error-page.tsx'

interface State {
  readonly error: unknown
  readonly failed: boolean
}

/** Catches rendering errors outside the routed areas; retry resets the error state (spec section 4). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  private readonly reset = () => this.setState({ error: null, failed: false })

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} onRetry={this.reset} /> : this.props.children
  }
}
