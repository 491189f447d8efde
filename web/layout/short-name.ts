/** A name shortened to `max` characters at a word (the last one cut off, "…" in its place); a name that fits stays. */
export function shortName(name: string, max: number): string {
  if (name.length <= max) return name;
  const room = name.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room).replace(/[\s,.;:–-]+$/, '')}…`;
}
