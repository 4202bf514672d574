import { render } from '@testing-library/react';
import { captureEarlyClicks, EARLY_CLICK, HYDRATED, QUEUE } from './early-clicks';
import { useEarlyClick } from './use-early-click';

// The inline script listens on the document for good: one install for the file, a fresh queue
// and fresh markup for each test.
const later = jest.fn();
beforeAll(() => {
  new Function(captureEarlyClicks)();
  document.addEventListener('click', later, true);
});
beforeEach(() => {
  window[QUEUE]!.clear();
  later.mockClear();
  document.body.innerHTML = `<button id="control" ${EARLY_CLICK}><svg><path></path></svg></button><button id="plain"></button>`;
});
const control = () => document.getElementById('control')!;

test('keeps a tap on a control that is not hydrated, once however often, and hides it from React', () => {
  control().querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  control().click();
  expect([...window[QUEUE]!]).toEqual([control()]);
  expect(later).not.toHaveBeenCalled();
});

test('lets taps through to a hydrated control, and on anything that is not a control', () => {
  control().setAttribute(HYDRATED, '');
  control().click();
  document.getElementById('plain')!.click();
  expect(window[QUEUE]!.size).toBe(0);
  expect(later).toHaveBeenCalledTimes(2);
});

function Control({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" {...useEarlyClick<HTMLButtonElement>()} onClick={onClick}>
      Menu
    </button>
  );
}

test('a control, once hydrated, acts on the tap it was given before, and then on every tap', () => {
  const onClick = jest.fn();
  // The control as the server drew it, tapped before its code came.
  document.body.innerHTML = '<div id="root"></div>';
  const container = document.getElementById('root')!;
  container.innerHTML = `<button type="button" ${EARLY_CLICK}="">Menu</button>`;
  container.querySelector('button')!.click();
  expect(onClick).not.toHaveBeenCalled();
  render(<Control onClick={onClick} />, { container, hydrate: true });
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(container.querySelector('button')!.hasAttribute(HYDRATED)).toBe(true);
  container.querySelector('button')!.click();
  expect(onClick).toHaveBeenCalledTimes(2);
});

test('a control not tapped before it was hydrated does nothing on its own', () => {
  const onClick = jest.fn();
  render(<Control onClick={onClick} />);
  expect(onClick).not.toHaveBeenCalled();
});
