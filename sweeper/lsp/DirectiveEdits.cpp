#include "lsp/DirectiveEdits.h"
#include "engine/Suppressions.h"

namespace sweeper::lsp {
namespace json = llvm::json;

llvm::StringRef lineText(const LineIndex &Index, llvm::StringRef Text,
                         unsigned Line) {
  size_t Start = Index.lineStart(Line);
  size_t End = Text.find('\n', Start);
  llvm::StringRef L = Text.slice(Start, End);
  L.consume_back("\r");
  return L;
}

namespace {

json::Object insertion(const LineIndex &Index, size_t At, std::string Text) {
  return json::Object{{"range", Index.range(At, At)},
                      {"newText", std::move(Text)}};
}

/// Where a new directive for one line goes, and what is already there.
struct Placement {
  const LineIndex &Index;
  llvm::StringRef Text, Marker;
  unsigned Line;
  llvm::StringRef Here;                 ///< The line's text.
  std::optional<Suppression> OnLine;    ///< The directive opening its comment.
  std::optional<Suppression> FromAbove; ///< A `-next-line` one for it.

  Placement(const LineIndex &Index, llvm::StringRef Text,
            llvm::StringRef Marker, unsigned Line)
      : Index(Index), Text(Text), Marker(Marker), Line(Line),
        Here(lineText(Index, Text, Line)) {
    OnLine = directiveOn(Here, Marker, Line);
    if (Line > 1)
      FromAbove =
          directiveOn(lineText(Index, Text, Line - 1), Marker, Line - 1);
    if (FromAbove && FromAbove->TargetLine != Line)
      FromAbove.reset();
  }

  std::string close() const { return Marker == "<!--" ? " -->" : ""; }

  static bool continued(llvm::StringRef L) {
    return L.rtrim(" \t\r").ends_with("\\");
  }

  /// `<marker> sweeper: <SameLine>` after the line's text, when the line
  /// holds no comment yet; else `<NextLine>` on a line of its own above,
  /// indented as it, unless a directive above already names this line.
  std::optional<json::Object> add(llvm::StringRef SameLine,
                                  llvm::StringRef NextLine) const {
    // reStructuredText comments take a line of their own. A comment after
    // a line continuation (`\`) would end the shell command or macro it
    // continues, and a line inserted inside one would split it.
    if (Marker != ".." && !commentStart(Here, Marker) && !continued(Here))
      return insertion(Index, Index.lineStart(Line) + Here.size(),
                       " " + Marker.str() + " sweeper: " + SameLine.str() +
                           close());
    if (FromAbove || (Line > 1 && continued(lineText(Index, Text, Line - 1))))
      return std::nullopt;
    std::string Indent(Here.size() - Here.ltrim().size(), ' ');
    return insertion(Index, Index.lineStart(Line),
                     Indent + Marker.str() + " sweeper: " + NextLine.str() +
                         close() + "\n");
  }
};

/// One more id in the list of the ignore \p S on \p Line.
json::Object extend(const LineIndex &Index, unsigned Line, const Suppression &S,
                    llvm::StringRef Check) {
  return insertion(Index, Index.lineStart(Line) + S.ListEnd - 1,
                   ", " + Check.str());
}

} // namespace

std::optional<json::Object> ignoreEdit(const LineIndex &Index,
                                       llvm::StringRef Text, FileKind Kind,
                                       unsigned Line, llvm::StringRef Check) {
  llvm::StringRef Marker = fileKindInfo(Kind).CommentMarker;
  if (Marker.empty() || Line == 0 || Line > Index.lines())
    return std::nullopt;
  Placement P(Index, Text, Marker, Line);
  if (P.OnLine && P.OnLine->Ignore && P.OnLine->TargetLine == Line)
    return extend(Index, Line, *P.OnLine, Check);
  if (P.FromAbove && P.FromAbove->Ignore)
    return extend(Index, Line - 1, *P.FromAbove, Check);
  return P.add("ignore[" + Check.str() + "]",
               "ignore-next-line[" + Check.str() + "]");
}

std::optional<json::Object> allowEdit(const LineIndex &Index,
                                      llvm::StringRef Text, FileKind Kind,
                                      unsigned Line, llvm::StringRef AllowId) {
  llvm::StringRef Marker = fileKindInfo(Kind).CommentMarker;
  if (Marker.empty() || Line == 0 || Line > Index.lines())
    return std::nullopt;
  return Placement(Index, Text, Marker, Line)
      .add("allow(" + AllowId.str() + ") kept on purpose",
           "allow-next-line(" + AllowId.str() + ") kept on purpose");
}

} // namespace sweeper::lsp
