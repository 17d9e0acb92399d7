import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { isValidElement, type ReactNode } from 'react';
import { networkMarks } from './network-marks.tsx';

const svgNamespace = 'http://www.w3.org/2000/svg';
let drawn = 0;

/**
 * A network's mark as a plain SVG element, for places drawn without React (the planner's chips: a
 * month holds thousands). The same drawing as `NetworkLogo`, decorative: hidden from assistive
 * technology, as the text beside it names the network.
 */
export function networkLogoElement(network: NetworkKind, size: number): SVGSVGElement {
  drawn += 1;
  const svg = document.createElementNS(svgNamespace, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('aria-hidden', 'true');
  svg.dataset.network = network;
  append(svg, networkMarks[network](`network-logo-plain-${drawn}`));
  return svg;
}

/** Appends the SVG elements a mark's JSX describes (elements, fragments, arrays). */
function append(parent: Element, node: ReactNode) {
  if (Array.isArray(node)) {
    for (const child of node) append(parent, child);
    return;
  }
  if (!isValidElement<Record<string, unknown>>(node)) return;
  const { children, style, ...attributes } = node.props;
  if (typeof node.type !== 'string') {
    append(parent, children as ReactNode);
    return;
  }
  const element = document.createElementNS(svgNamespace, node.type);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null) element.setAttribute(attributeName(name), String(value));
  }
  for (const [name, value] of Object.entries((style ?? {}) as Record<string, string>)) {
    element.style.setProperty(attributeName(name), value);
  }
  append(element, children as ReactNode);
  parent.append(element);
}

/** React's camelCase SVG attributes (`strokeWidth`, `stopColor`) as SVG writes them. */
const attributeName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
