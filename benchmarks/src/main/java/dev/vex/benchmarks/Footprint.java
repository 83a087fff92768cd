package dev.vex.benchmarks;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The footprint of a library as its users get it: the artifact's jar plus the jars of its compile
 * and runtime dependencies, followed transitively through the {@code pom.xml} each jar carries
 * (optional, test and provided dependencies left out), sized from the jars actually resolved on
 * this class path. A module of this repository built only to {@code target/classes} is zipped in
 * memory to size it as its jar would be.
 */
public final class Footprint {
  /**
   * One artifact on the class path.
   *
   * @param key {@code groupId:artifactId}
   * @param file the jar or classes folder
   * @param bytes its size as a jar
   * @param dependencies the keys of its compile and runtime dependencies
   * @param exclusions per dependency key, the {@code groupId:artifactId} patterns its {@code
   *     <exclusions>} name ({@code *} matches any part): Maven leaves them out of everything that
   *     dependency brings, for this artifact's users too
   */
  public record Artifact(
      String key,
      Path file,
      long bytes,
      List<String> dependencies,
      Map<String, List<String>> exclusions) {}

  /**
   * The closure of some roots.
   *
   * @param artifacts every artifact in it, in discovery order
   * @param missing dependencies named by a pom but absent from the class path
   */
  public record Closure(List<Artifact> artifacts, List<String> missing) {
    /**
     * Returns the total size.
     *
     * @return bytes
     */
    public long bytes() {
      return artifacts.stream().mapToLong(Artifact::bytes).sum();
    }
  }

  private final Map<String, Artifact> byKey;

  private Footprint(Map<String, Artifact> byKey) {
    this.byKey = byKey;
  }

  /**
   * Indexes the class path this code runs with.
   *
   * @return the index
   */
  public static Footprint ofClasspath() {
    Map<String, Artifact> index = new TreeMap<>();
    for (String entry : Measure.classpath().split(File.pathSeparator)) {
      Path p = Path.of(entry);
      try {
        Artifact a = Files.isDirectory(p) ? folder(p) : jar(p);
        if (a != null) {
          index.putIfAbsent(a.key(), a);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + p, e);
      }
    }
    return new Footprint(index);
  }

  /**
   * Follows the dependencies of {@code roots}.
   *
   * @param roots {@code groupId:artifactId} keys
   * @return the closure
   * @throws IllegalArgumentException when a root is not on the class path
   */
  public Closure closure(String... roots) {
    Map<String, Artifact> seen = new LinkedHashMap<>();
    List<String> missing = new ArrayList<>();
    // Breadth first, so the nearest path to an artifact is the one whose exclusions count.
    Deque<Map.Entry<String, List<String>>> todo = new ArrayDeque<>();
    for (String r : roots) {
      if (!byKey.containsKey(r)) {
        throw new IllegalArgumentException(r + " is not on the class path");
      }
      todo.add(Map.entry(r, List.of()));
    }
    while (!todo.isEmpty()) {
      Map.Entry<String, List<String>> next = todo.poll();
      String k = next.getKey();
      if (seen.containsKey(k) || missing.contains(k)) {
        continue;
      }
      Artifact a = byKey.get(k);
      if (a == null) {
        missing.add(k);
        continue;
      }
      seen.put(k, a);
      for (String d : a.dependencies()) {
        List<String> excluded = new ArrayList<>(next.getValue());
        excluded.addAll(a.exclusions().getOrDefault(d, List.of()));
        if (excluded.stream().noneMatch(x -> matches(x, d))) {
          todo.add(Map.entry(d, List.copyOf(excluded)));
        }
      }
    }
    return new Closure(List.copyOf(seen.values()), missing);
  }

  /** Whether an exclusion pattern {@code group:artifact} ({@code *} for any) names {@code key}. */
  static boolean matches(String pattern, String key) {
    String[] p = pattern.split(":", 2);
    String[] k = key.split(":", 2);
    return p.length == 2
        && k.length == 2
        && (p[0].equals("*") || p[0].equals(k[0]))
        && (p[1].equals("*") || p[1].equals(k[1]));
  }

  private static Artifact jar(Path p) throws IOException {
    if (!p.toString().endsWith(".jar") || p.toString().endsWith("-tests.jar")) {
      return null; // a test-jar carries its module's pom too, but is no part of what users get
    }
    // The published pom beside a jar in a Maven repository is what Maven resolved from (a jar's
    // own copy may list shaded dependencies, and jars built by other tools carry none).
    Path published = p.resolveSibling(p.getFileName().toString().replaceAll("\\.jar$", ".pom"));
    if (Files.isRegularFile(published)) {
      return fromPom(published, p, Files.size(p));
    }
    try (ZipFile zip = new ZipFile(p.toFile())) {
      String name = p.getFileName().toString();
      Artifact best = null;
      for (ZipEntry e : zip.stream().toList()) {
        if (e.getName().startsWith("META-INF/maven/") && e.getName().endsWith("/pom.properties")) {
          Properties props = new Properties();
          try (InputStream in = zip.getInputStream(e)) {
            props.load(in);
          }
          String g = props.getProperty("groupId");
          String a = props.getProperty("artifactId");
          ZipEntry pom = zip.getEntry(e.getName().replace("pom.properties", "pom.xml"));
          Deps deps = new Deps(List.of(), Map.of());
          if (pom != null) {
            try (InputStream in = zip.getInputStream(pom)) {
              deps = dependencies(in, g);
            }
          }
          Artifact found =
              new Artifact(g + ":" + a, p, Files.size(p), deps.keys(), deps.exclusions());
          if (best == null || name.startsWith(a + "-")) {
            best = found;
          }
        }
      }
      return best;
    }
  }

  /** A reactor module built to {@code target/classes}: its pom is two folders up. */
  private static Artifact folder(Path classes) throws IOException {
    Path pom = classes.getParent() == null ? null : classes.getParent().resolveSibling("pom.xml");
    if (pom == null || !Files.isRegularFile(pom)) {
      return null;
    }
    return fromPom(pom, classes, zippedSize(classes));
  }

  private static Artifact fromPom(Path pom, Path file, long bytes) throws IOException {
    Document doc = parse(Files.newInputStream(pom));
    Element project = doc.getDocumentElement();
    String g = child(project, "groupId");
    if (g == null) {
      Element parent = childElement(project, "parent");
      g = parent == null ? null : child(parent, "groupId");
    }
    String a = child(project, "artifactId");
    Deps deps;
    try (InputStream in = Files.newInputStream(pom)) {
      deps = dependencies(in, g);
    }
    return new Artifact(g + ":" + a, file, bytes, deps.keys(), deps.exclusions());
  }

  private static long zippedSize(Path folder) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes);
        Stream<Path> files = Files.walk(folder)) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        zip.putNextEntry(new ZipEntry(folder.relativize(f).toString().replace('\\', '/')));
        zip.write(Files.readAllBytes(f));
        zip.closeEntry();
      }
    }
    return bytes.size();
  }

  /** A pom's compile and runtime dependencies and what each excludes. */
  private record Deps(List<String> keys, Map<String, List<String>> exclusions) {}

  private static Deps dependencies(InputStream pom, String projectGroup) {
    Element project = parse(pom).getDocumentElement();
    Element deps = childElement(project, "dependencies");
    List<String> out = new ArrayList<>();
    Map<String, List<String>> exclusions = new LinkedHashMap<>();
    if (deps == null) {
      return new Deps(out, exclusions);
    }
    NodeList list = deps.getChildNodes();
    for (int i = 0; i < list.getLength(); i++) {
      if (list.item(i) instanceof Element d && d.getTagName().equals("dependency")) {
        String scope = child(d, "scope");
        boolean optional = "true".equals(child(d, "optional"));
        if (optional || !(scope == null || scope.equals("compile") || scope.equals("runtime"))) {
          continue;
        }
        String g = child(d, "groupId");
        if (g == null || g.equals("${project.groupId}") || g.equals("${pom.groupId}")) {
          g = projectGroup;
        }
        String key = g + ":" + child(d, "artifactId");
        out.add(key);
        Element ex = childElement(d, "exclusions");
        if (ex != null) {
          List<String> patterns = new ArrayList<>();
          for (Node n = ex.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals("exclusion")) {
              patterns.add(child(e, "groupId") + ":" + child(e, "artifactId"));
            }
          }
          exclusions.put(key, List.copyOf(patterns));
        }
      }
    }
    return new Deps(out, exclusions);
  }

  private static Document parse(InputStream in) {
    try (in) {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      f.setExpandEntityReferences(false);
      return f.newDocumentBuilder().parse(in);
    } catch (Exception e) {
      throw new IllegalStateException("cannot parse a pom", e);
    }
  }

  private static Element childElement(Element parent, String tag) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(tag)) {
        return e;
      }
    }
    return null;
  }

  private static String child(Element parent, String tag) {
    Element e = childElement(parent, tag);
    return e == null ? null : e.getTextContent().strip();
  }
}
