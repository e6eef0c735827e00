import type { NoticeSegment } from "./notificationPolicy";

/** Only the app's own paths become links in a notice ('/home?createAccount=1'), never another origin. */
export function isAppPath(href: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9/?=&_.-]*$/.test(href);
}

/**
 * A notice's content: the plain message, or its template segments as React elements (text nodes and
 * anchors), so nothing is ever parsed as HTML.
 */
export function NoticeMessage({
  message,
  segments,
}: {
  message: string;
  segments?: readonly NoticeSegment[] | undefined;
}) {
  if (segments === undefined) return <>{message}</>;
  return (
    <span>
      {segments.map((segment, index) =>
        segment.href !== undefined && isAppPath(segment.href) ? (
          // Segments are a fixed template: their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <a key={index} href={segment.href} style={{ color: "inherit", textDecoration: "underline" }}>
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{segment.text}</span>
        ),
      )}
    </span>
  );
}
