import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./RouteErrorPage";

interface Props {
  children: ReactNode;
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
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
