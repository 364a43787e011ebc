/** An EventSource the tests stub in (vi.stubGlobal): records the streams a tab opened and lets the test send events. */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  /** The live-changes stream's `changed` event for `topic` (`auction:5`). */
  changed(topic: string) {
    this.dispatchEvent(new MessageEvent("changed", { data: JSON.stringify({ topic }) }));
  }
  /** The streams still open. */
  static live(): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => !source.closed);
  }
}
