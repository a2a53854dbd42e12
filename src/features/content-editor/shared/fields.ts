/**
 * Decap CMS fields generated from the content schemas, through Zod's own JSON Schema export, so
 * the form asks for exactly the fields the build checks, with the same required and pattern rules.
 */
import { z } from 'astro/zod';

/** The part of a JSON Schema node that Zod writes for our schemas (plus our `.meta()` keys). */
export interface SchemaNode {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  enum?: string[];
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  default?: unknown;
  title?: string;
  description?: string;
  widget?: string;
  media_folder?: string;
  public_folder?: string;
}

/** A Decap CMS field (the subset of its configuration this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  allow_multiple?: boolean;
}

/** The JSON Schema of what a data file holds (Zod's input side: a default makes a field optional). */
export function toSchemaNode(schema: z.core.$ZodType): SchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
}

/** One regular expression that holds when every rule of a string node holds. */
export function stringPattern(node: SchemaNode): string | undefined {
  const rules: string[] = [];
  if (node.pattern) rules.push(node.pattern);
  const min = node.minLength ?? 0;
  // a required field is never empty, so a minimum of 1 needs no pattern
  if (min > 1 || node.maxLength !== undefined)
    rules.push(`^[\\s\\S]{${min},${node.maxLength ?? ''}}$`);
  if (rules.length <= 1) return rules[0];
  return `^${rules.map((rule) => `(?=${rule})`).join('')}`;
}

function patternMessage(node: SchemaNode): string {
  if (node.format === 'email') return 'Must be an email address, like name@dogwoodcc.org';
  if (node.minLength && node.minLength > 1 && !node.pattern)
    return `Must be at least ${node.minLength} characters`;
  if (node.maxLength !== undefined && !node.pattern)
    return `Must be at most ${node.maxLength} characters`;
  return node.description ? `Must look like this: ${node.description}` : 'Not in the right format';
}

function widgetOf(node: SchemaNode): string {
  if (node.widget) return node.widget;
  if (node.enum) return 'select';
  switch (node.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'list';
    case 'object':
      return 'object';
    default:
      return 'string';
  }
}

/** Title case of a field name, for fields without a title of their own. */
function labelOf(name: string, node: SchemaNode): string {
  if (node.title) return node.title;
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The CMS fields of an object node, in schema order. */
export function fieldsOf(node: SchemaNode): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, required.has(name)),
  );
}

/** The CMS field for one schema property. */
export function fieldOf(name: string, node: SchemaNode, required: boolean): CmsField {
  const widget = widgetOf(node);
  const field: CmsField = { name, label: labelOf(name, node), widget, required };
  if (node.description) field.hint = node.description;
  if (node.default !== undefined) field.default = node.default;
  if (node.media_folder) field.media_folder = node.media_folder;
  if (node.public_folder) field.public_folder = node.public_folder;
  if (widget === 'image' || widget === 'file') {
    field.choose_url = false;
    field.allow_multiple = false;
  }
  if (node.enum) field.options = node.enum;
  if (node.type === 'integer' || node.type === 'number') {
    field.value_type = node.type === 'integer' ? 'int' : 'float';
    const min =
      node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + 1);
    if (min !== undefined) field.min = min;
  }
  // Decap's file and image widgets fail any pattern on the path they write (public_folder plus
  // the sanitized file name); the build's schema still checks it.
  if (node.type === 'string' && !node.enum && widget !== 'file' && widget !== 'image') {
    const pattern = stringPattern(node);
    if (pattern) field.pattern = [pattern, patternMessage(node)];
  }
  if (node.type === 'array' && node.items) {
    if (node.minItems) field.min = node.minItems;
    if (node.items.type === 'object') field.fields = fieldsOf(node.items);
    else field.field = fieldOf(name, node.items, true);
  }
  if (node.type === 'object') field.fields = fieldsOf(node);
  return field;
}
