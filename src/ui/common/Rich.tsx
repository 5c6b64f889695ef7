// Text whose `backticked` parts are commands or names (the lessons write them so): shown in
// monospace, as the ui-guide asks for real names.
export function Rich({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 ? (
          <code key={i} className="font-mono text-[0.92em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
