/**
 * Decap's image control with one fix: it asks for its picture once, when it mounts, and a list's
 * entries all mount as the file opens, before the photos have loaded, so every staff photo stayed
 * an empty placeholder. This wrapper asks again until the photo is there, then hands the control
 * a new `getAsset`, which makes it ask anew. Written with Decap's own createClass and `h`, so the
 * site's React never meets Decap's.
 */
import type { DecapCms } from './decap.ts';

interface Asset {
  path?: string;
}
interface Props {
  value?: unknown;
  field: unknown;
  getAsset: (path: string, field: unknown) => Asset;
}
/** What the wrapped control may offer Decap's Widget, which reaches it through a ref. */
interface Control {
  shouldComponentUpdate?(next: Props): boolean;
  getValidateValue?(): unknown;
}
interface Wrapper extends Control {
  props: Props;
  state: { asked: number };
  inner?: Control | null;
  timer?: ReturnType<typeof setTimeout>;
  askedFor?: number;
  bound?: Props['getAsset'];
  setInner?: (inner: Control | null) => void;
  setState(change: (state: { asked: number }) => { asked: number }): void;
  retry(tries: number): void;
}

/** Decap answers this placeholder while a picture is still loading. */
const LOADING = 'empty.svg';
const RETRIES = 100;

/** Replaces the registered image widget's control with one that shows a stored photo. */
export function registerImageWidget(cms: DecapCms): void {
  const image = cms.getWidget('image');
  const createClass = window.createClass;
  if (!image || !createClass || !window.h) return;
  const h = window.h;
  const control = createClass({
    getInitialState: () => ({ asked: 0 }),
    componentDidMount(this: Wrapper) {
      this.retry(0);
    },
    componentDidUpdate(this: Wrapper, previous: Props) {
      if (previous.value !== this.props.value) this.retry(0);
    },
    componentWillUnmount(this: Wrapper) {
      clearTimeout(this.timer);
    },
    retry(this: Wrapper, tries: number) {
      clearTimeout(this.timer);
      const { value, field, getAsset } = this.props;
      if (typeof value !== 'string' || !value) return;
      if (getAsset(value, field).path !== LOADING) {
        if (tries > 0) this.setState((state) => ({ asked: state.asked + 1 }));
      } else if (tries < RETRIES) this.timer = setTimeout(() => this.retry(tries + 1), 100);
    },
    // React passes the next state; Decap's Widget asks with the next props alone
    shouldComponentUpdate(this: Wrapper, next: Props, nextState?: { asked: number }) {
      if (nextState && nextState.asked !== this.state.asked) return true;
      return this.inner?.shouldComponentUpdate?.({ ...next, getAsset: this.bound! }) ?? true;
    },
    getValidateValue(this: Wrapper) {
      return this.inner?.getValidateValue ? this.inner.getValidateValue() : this.props.value;
    },
    render(this: Wrapper) {
      if (this.askedFor !== this.state.asked || !this.bound) {
        this.askedFor = this.state.asked;
        this.bound = (path, field) => this.props.getAsset(path, field);
      }
      this.setInner ??= (inner) => {
        this.inner = inner;
      };
      return h(image.control as never, { ...this.props, getAsset: this.bound, ref: this.setInner });
    },
  });
  cms.registerWidget('image', control, image.preview, image.schema);
}
