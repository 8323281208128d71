#include "scanners/BlockKeyPaths.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include <optional>
#include <string>

namespace sweeper {

namespace {

/// Longer lines are left to LLVM: a simple key may not run past 1,024
/// characters, and a limit here keeps that rule out of this reader.
constexpr size_t MaxLine = 1000;
constexpr size_t NoLimit = ~size_t(0);

/// An open block collection: its indentation, its kind, the node it hangs
/// from (-1: the document), and a sequence's next index.
struct Level {
  size_t Indent;
  bool Seq;
  int Parent;
  unsigned Next = 0;
};

/// LLVM's nb-char (YAMLParser.cpp, skip_nb_char): printable ASCII, a tab
/// where \p Tab allows it, and UTF-8 for the code points it lists; any
/// other byte is left to LLVM.
bool printable(llvm::StringRef Line, bool Tab) {
  for (size_t I = 0; I < Line.size();) {
    unsigned char C = Line[I];
    if ((C >= 0x20 && C <= 0x7e) || (Tab && C == '\t')) {
      ++I;
      continue;
    }
    if (C < 0x80)
      return false;
    const auto *P = reinterpret_cast<const llvm::UTF8 *>(Line.data() + I);
    const llvm::UTF8 *Next = P;
    llvm::UTF32 U;
    if (llvm::convertUTF8Sequence(&Next, P + (Line.size() - I), &U,
                                  llvm::strictConversion) !=
            llvm::conversionOK ||
        U == 0xFEFF ||
        !(U == 0x85 || (U >= 0xA0 && U <= 0xD7FF) ||
          (U >= 0xE000 && U <= 0xFFFD) || (U >= 0x10000 && U <= 0x10FFFF)))
      return false;
    I += Next - P;
  }
  return true;
}

bool isKeyStart(char C) { return llvm::isAlnum(C) || C == '_' || C == '$'; }
bool isKeyByte(char C) {
  return isKeyStart(C) || C == '.' || C == '-' || C == '/';
}

/// What follows a scalar on its line: nothing, or blanks and a comment.
bool endsLine(llvm::StringRef After) {
  After = After.ltrim(' ');
  return After.empty() || (After.front() == '#' && After.data()[-1] == ' ');
}

/// A quoted scalar with nothing to unescape and nothing after but a comment.
bool safeQuoted(llvm::StringRef V) {
  char Q = V.front();
  size_t Close = V.find(Q, 1);
  if (Close == llvm::StringRef::npos)
    return false;
  llvm::StringRef Inside = V.slice(1, Close);
  if (Q == '"' && Inside.contains('\\'))
    return false;
  // '' is an escaped quote: left to LLVM.
  if (Close + 1 < V.size() && V[Close + 1] == Q)
    return false;
  return Close + 1 == V.size() ||
         (V[Close + 1] == ' ' && endsLine(V.drop_front(Close + 1)));
}

/// A one-line scalar whose value needs no parser: a plain one that starts
/// with no indicator and holds no `: ` (it would be a key) and no tab, or
/// a simple quoted one.
bool safeScalar(llvm::StringRef V) {
  if (V.empty())
    return false;
  if (V.front() == '"' || V.front() == '\'')
    return safeQuoted(V);
  if (llvm::StringRef("-?:,[]{}#&*!|>%@`").contains(V.front()))
    return false;
  size_t Comment = V.find(" #");
  llvm::StringRef Value = V.take_front(Comment).rtrim(' ');
  return !Value.contains(": ") && !Value.ends_with(":");
}

/// `key:` or `key: rest` with a plain key of the usual bytes.
std::optional<std::pair<llvm::StringRef, llvm::StringRef>>
splitKey(llvm::StringRef Rest) {
  if (Rest.empty() || !isKeyStart(Rest.front()))
    return std::nullopt;
  size_t End = 1;
  while (End < Rest.size() && isKeyByte(Rest[End]))
    ++End;
  if (End == Rest.size() || Rest[End] != ':')
    return std::nullopt;
  llvm::StringRef After = Rest.drop_front(End + 1);
  if (!After.empty() && After.front() != ' ')
    return std::nullopt;
  return std::make_pair(Rest.take_front(End), After.ltrim(' '));
}

/// `|`, `>`, with `-` or `+`, and a comment: a block scalar's header.
bool blockHeader(llvm::StringRef V) {
  if (V.empty() || (V.front() != '|' && V.front() != '>'))
    return false;
  V = V.drop_front();
  if (!V.empty() && (V.front() == '-' || V.front() == '+'))
    V = V.drop_front();
  return V.empty() || (V.front() == ' ' && endsLine(V));
}

class BlockReader {
public:
  BlockReader(llvm::StringRef Text, std::vector<KeyPaths::Node> &Nodes,
              std::vector<std::pair<size_t, unsigned>> &Marks, size_t Until)
      : Text(Text), Nodes(Nodes), Marks(Marks), Until(Until) {}

  bool read() {
    for (size_t At = 0; At < Text.size();) {
      size_t End = std::min(Text.find('\n', At), Text.size());
      if (!line(At, Text.slice(At, End)))
        return false;
      At = End + 1;
    }
    return Started;
  }

private:
  llvm::StringRef Text;
  std::vector<KeyPaths::Node> &Nodes;
  std::vector<std::pair<size_t, unsigned>> &Marks;
  /// Nodes past it are checked, not kept: a 7 MB file of keys took 240 MB
  /// to answer about its first line.
  size_t Until;
  std::vector<Level> Stack;
  bool Started = false;
  /// A key whose value is on the lines below, if the last one was.
  std::optional<unsigned> Opened;
  /// The deepest indentation the next line may have without continuing
  /// the last scalar (a multi-line scalar is left to LLVM).
  size_t MaxIndent = NoLimit;
  /// Inside a block scalar: its parent's indentation, and its own once
  /// its first line sets it.
  std::optional<size_t> BlockParent, BlockIndent;

  /// Past Until a node has no number: it and what follows it in the
  /// document (its children included) are never asked about.
  static constexpr unsigned Unkept = ~0u;

  unsigned add(int Parent, std::string Segment, bool Index, size_t Offset) {
    if (Offset > Until)
      return Unkept;
    Nodes.push_back({Parent, std::move(Segment), Index});
    Marks.push_back({Offset, unsigned(Nodes.size() - 1)});
    return Nodes.size() - 1;
  }

  bool line(size_t At, llvm::StringRef Line) {
    size_t Indent = Line.find_first_not_of(' ');
    if (BlockParent) {
      Block B = blockLine(Line, Indent);
      if (B != Block::Ended)
        return B == Block::Inside;
    }
    if (Line.size() > MaxLine || !printable(Line, /*Tab=*/false))
      return false;
    if (Indent == llvm::StringRef::npos)
      return true; // blank
    // A deeper line continues the last scalar, even one that looks like a
    // comment: left to LLVM.
    if (Indent > MaxIndent)
      return false;
    if (Line[Indent] == '#')
      return true;
    if (Indent == 0 && (Line.starts_with("---") || Line.starts_with("...")))
      return false; // more than one document
    return item(At + Indent, Indent, Line.drop_front(Indent));
  }

  enum class Block { Inside, Ended, Refused };

  /// Whether \p Line belongs to the open block scalar (then it may hold
  /// any byte but a control), ends it, or is left to LLVM.
  Block blockLine(llvm::StringRef Line, size_t Indent) {
    if (Indent == llvm::StringRef::npos) // blank: spaces only
      return (BlockIndent ? Line.size() <= *BlockIndent : Line.empty())
                 ? Block::Inside
                 : Block::Refused;
    if (Indent <= *BlockParent) {
      BlockParent.reset();
      BlockIndent.reset();
      return Block::Ended;
    }
    if (!BlockIndent)
      BlockIndent = Indent;
    // A line less indented than the block's first is an error LLVM reports.
    return printable(Line, /*Tab=*/true) && Line[Indent] != '\t' &&
                   Indent >= *BlockIndent && Line.size() <= MaxLine
               ? Block::Inside
               : Block::Refused;
  }

  /// The collection a line at \p Indent continues or opens.
  Level *place(size_t Indent, bool Seq) {
    if (Opened) {
      unsigned Parent = *Opened;
      Opened.reset();
      if (Stack.empty() || Indent > Stack.back().Indent) {
        Stack.push_back({Indent, Seq, int(Parent)});
        return &Stack.back();
      }
    }
    if (Stack.empty()) {
      if (Started)
        return nullptr;
      Started = true;
      Stack.push_back({Indent, Seq, -1});
      return &Stack.back();
    }
    while (!Stack.empty() && Stack.back().Indent > Indent)
      Stack.pop_back();
    if (Stack.empty() || Stack.back().Indent != Indent ||
        Stack.back().Seq != Seq)
      return nullptr;
    return &Stack.back();
  }

  bool item(size_t Offset, size_t Indent, llvm::StringRef Rest) {
    if (Rest == "-" || Rest.starts_with("- "))
      return entry(Offset, Indent, Rest);
    auto Key = splitKey(Rest);
    Level *L = Key ? place(Indent, /*Seq=*/false) : nullptr;
    if (!L)
      return false;
    return keyValue(Offset, Indent, L->Parent, *Key);
  }

  bool entry(size_t Offset, size_t Indent, llvm::StringRef Rest) {
    Level *L = place(Indent, /*Seq=*/true);
    llvm::StringRef Content = Rest.drop_front().ltrim(' ');
    if (!L || Content.empty() || Content.front() == '#' ||
        Content.starts_with("- ") || Content == "-")
      return false;
    size_t Column = Indent + (Rest.size() - Content.size());
    size_t At = Offset + (Rest.size() - Content.size());
    unsigned Node =
        add(L->Parent, "[" + std::to_string(L->Next++) + "]", true, At);
    if (auto Key = splitKey(Content)) {
      Stack.push_back({Column, false, int(Node)});
      return keyValue(At, Column, int(Node), *Key);
    }
    MaxIndent = Indent;
    return safeScalar(Content);
  }

  bool keyValue(size_t Offset, size_t Indent, int Parent,
                std::pair<llvm::StringRef, llvm::StringRef> Key) {
    unsigned Node = add(Parent, Key.first.str(), false, Offset);
    llvm::StringRef Value = Key.second;
    MaxIndent = Indent;
    if (Value.empty() || Value.front() == '#') {
      Opened = Node;
      MaxIndent = NoLimit;
      return true;
    }
    if (blockHeader(Value)) {
      BlockParent = Indent;
      return true;
    }
    if (Value.front() == '[')
      return flowSequence(Value, Node);
    return safeScalar(Value);
  }

  /// `[a, b-c, d/e]` on one line, of words a key could be: an entry each.
  bool flowSequence(llvm::StringRef Value, unsigned Parent) {
    size_t Close = Value.find(']');
    if (Close == llvm::StringRef::npos ||
        !endsLine(Value.drop_front(Close + 1)))
      return false;
    llvm::StringRef Inside = Value.slice(1, Close);
    if (Inside.trim(' ').empty())
      return true;
    llvm::SmallVector<llvm::StringRef, 8> Items;
    Inside.split(Items, ',');
    unsigned Next = 0;
    for (llvm::StringRef Item : Items) {
      llvm::StringRef Word = Item.trim(' ');
      if (Word.empty() || !isKeyStart(Word.front()) ||
          !llvm::all_of(Word, isKeyByte))
        return false;
      add(int(Parent), "[" + std::to_string(Next++) + "]", true,
          Word.data() - Text.data());
    }
    return true;
  }
};

} // namespace

bool readBlockKeyPaths(llvm::StringRef Text, std::vector<KeyPaths::Node> &Nodes,
                       std::vector<std::pair<size_t, unsigned>> &Marks,
                       size_t Until) {
  size_t HadNodes = Nodes.size(), HadMarks = Marks.size();
  if (BlockReader(Text, Nodes, Marks, Until).read())
    return true;
  Nodes.resize(HadNodes);
  Marks.resize(HadMarks);
  return false;
}

} // namespace sweeper
