import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./RouteErrorPage";

interface Props {
  children: ReactNode;
  /** Rendered beside the error page too (the shell's footer waits for a page or an error page). */
  shownMarker?: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a page that fails to load or render; the Shell keys it by path so navigating away recovers. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <>
        <RouteErrorPage error={this.state.error} />
        {this.props.shownMarker}
      </>
    );
  }
}
