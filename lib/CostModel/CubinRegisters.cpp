//===- CubinRegisters.cpp - Registers per kernel from a cubin -----------===//
//
// A cubin is an ELF64 file. Its .nv.info sections hold attribute records
// (NVIDIA's EIATTR records, as cuobjdump decodes them): a format byte and
// an attribute byte, then, by format, nothing (1: two bytes in all), a
// 16-bit value (2, 3: four bytes in all) or a 16-bit size and that many
// bytes (4). EIATTR_REGCOUNT (0x2f) is of format 4 and holds the kernel's
// symbol index and its registers per thread, both 32-bit. Every read is
// bounds-checked: the file is input.
//
//===----------------------------------------------------------------------===//

#include "CostModel/CubinRegisters.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/MemoryBuffer.h"

#include <optional>

using namespace llvm;
using namespace netc;

namespace {

constexpr uint8_t kFormatNoValue = 1;
constexpr uint8_t kFormatHalfValue = 2;
constexpr uint8_t kFormatByteValue = 3;
constexpr uint8_t kFormatSizedValue = 4;
constexpr uint8_t kAttributeRegisterCount = 0x2f;
constexpr size_t kSectionHeaderBytes = 64;
constexpr size_t kSymbolBytes = 24;

struct Section {
  uint32_t nameOffset = 0;
  uint64_t offset = 0, size = 0;
  uint32_t link = 0;
};

class CubinReader {
public:
  CubinReader(StringRef bytes, StringRef name) : bytes(bytes), name(name) {}

  Error fail(const Twine &message) const {
    return createStringError(inconvertibleErrorCode(), (name + ": " + message).str());
  }

  /// A little-endian integer of sizeof(T) bytes at `at`, if it is inside.
  template <typename T> std::optional<T> read(uint64_t at) const {
    if (at > bytes.size() || bytes.size() - at < sizeof(T))
      return std::nullopt;
    T value = 0;
    for (size_t i = 0; i < sizeof(T); ++i)
      value |= T(uint8_t(bytes[at + i])) << (8 * i);
    return value;
  }

  /// The NUL-terminated string at `offset` of the string table `section`.
  std::optional<StringRef> string(const Section &section, uint64_t offset) const {
    if (offset >= section.size)
      return std::nullopt;
    StringRef table = bytes.substr(section.offset, section.size);
    size_t end = table.find('\0', offset);
    if (end == StringRef::npos)
      return std::nullopt;
    return table.slice(offset, end);
  }

  bool inside(const Section &section) const {
    return section.offset <= bytes.size() && bytes.size() - section.offset >= section.size;
  }

  StringRef bytes;
  StringRef name;
};

} // namespace

Expected<std::vector<std::pair<std::string, int64_t>>>
netc::parseCubinRegisters(StringRef bytes, StringRef name) {
  CubinReader reader(bytes, name);
  if (bytes.size() < 64 || !bytes.starts_with("\x7f" "ELF"))
    return reader.fail("not an ELF file (a cubin is one)");
  if (bytes[4] != 2 || bytes[5] != 1)
    return reader.fail("not a 64-bit little-endian ELF file (a cubin is one)");
  uint64_t sectionTable = *reader.read<uint64_t>(0x28);
  uint16_t entrySize = *reader.read<uint16_t>(0x3a);
  uint16_t count = *reader.read<uint16_t>(0x3c);
  uint16_t namesIndex = *reader.read<uint16_t>(0x3e);
  if (entrySize < kSectionHeaderBytes)
    return reader.fail("section headers of " + Twine(entrySize) + " bytes (expected 64)");
  std::vector<Section> sections;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t at = sectionTable + i * entrySize;
    std::optional<uint32_t> nameOffset = reader.read<uint32_t>(at);
    std::optional<uint64_t> offset = reader.read<uint64_t>(at + 24);
    std::optional<uint64_t> size = reader.read<uint64_t>(at + 32);
    std::optional<uint32_t> link = reader.read<uint32_t>(at + 40);
    if (!nameOffset || !offset || !size || !link)
      return reader.fail("section header " + Twine(i) + " past the end of the file");
    Section section{*nameOffset, *offset, *size, *link};
    // Sections without bytes in the file (.nv.shared, .bss) may point
    // anywhere; only the ones read below must lie inside.
    sections.push_back(section);
  }
  if (namesIndex >= sections.size() || !reader.inside(sections[namesIndex]))
    return reader.fail("no section name table");
  auto sectionName = [&](const Section &section) {
    return reader.string(sections[namesIndex], section.nameOffset).value_or("");
  };
  const Section *symbols = nullptr;
  for (const Section &section : sections)
    if (sectionName(section) == ".symtab")
      symbols = &section;
  if (!symbols || !reader.inside(*symbols) || symbols->link >= sections.size() ||
      !reader.inside(sections[symbols->link]))
    return reader.fail("no symbol table");
  const Section &symbolNames = sections[symbols->link];
  auto symbolName = [&](uint32_t index) -> std::optional<StringRef> {
    if (uint64_t(index) >= symbols->size / kSymbolBytes)
      return std::nullopt;
    std::optional<uint32_t> offset =
        reader.read<uint32_t>(symbols->offset + uint64_t(index) * kSymbolBytes);
    if (!offset)
      return std::nullopt;
    return reader.string(symbolNames, *offset);
  };

  std::vector<std::pair<std::string, int64_t>> registers;
  for (const Section &section : sections) {
    if (sectionName(section) != ".nv.info")
      continue;
    if (!reader.inside(section))
      return reader.fail(".nv.info section past the end of the file");
    uint64_t at = section.offset, end = section.offset + section.size;
    while (at + 2 <= end) {
      uint8_t format = uint8_t(bytes[at]), attribute = uint8_t(bytes[at + 1]);
      if (format == kFormatNoValue) {
        at += 2;
      } else if (format == kFormatHalfValue || format == kFormatByteValue) {
        at += 4;
      } else if (format == kFormatSizedValue) {
        std::optional<uint16_t> size = reader.read<uint16_t>(at + 2);
        if (!size || at + 4 + *size > end)
          return reader.fail(".nv.info record at byte " + Twine(at) + " past its section");
        if (attribute == kAttributeRegisterCount && *size >= 8) {
          uint32_t symbol = *reader.read<uint32_t>(at + 4);
          uint32_t count = *reader.read<uint32_t>(at + 8);
          std::optional<StringRef> kernel = symbolName(symbol);
          if (!kernel)
            return reader.fail("register count of symbol " + Twine(symbol) +
                               ", which the symbol table does not hold");
          registers.emplace_back(kernel->str(), int64_t(count));
        }
        at += 4 + *size;
      } else {
        // An attribute format this reader does not know: the rest of the
        // section cannot be walked.
        break;
      }
    }
  }
  return registers;
}

Expected<std::vector<std::pair<std::string, int64_t>>>
netc::readCubinRegisters(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (std::error_code code = buffer.getError())
    return createStringError(inconvertibleErrorCode(),
                             (path + ": cannot read: " + code.message()).str());
  return parseCubinRegisters((*buffer)->getBuffer(), path);
}
